/** Unfinished matches to continue, and finished ones with their results and replays. */
import { useEffect, useState } from "react";
import type { MatchSummary } from "../../../../app/shared/contract/match";
import { useStore } from "../../store/index";
import { historyAuditText } from "../table/audit-text";
import { outcomeText } from "../../../../app/shared/outcome-text";

function opponentOf(m: MatchSummary): string {
  if (m.kind === "hotseat") return `${m.seats.A.name} vs ${m.seats.B.name}`;
  const seat = m.yourSeat === "B" ? "A" : "B";
  return m.seats[seat].name;
}

function resultWord(m: MatchSummary): string {
  if (m.status === "abandoned") return "Abandoned";
  if (m.status === "damaged") return "Damaged log";
  if (!m.result) return m.status;
  if (m.result.winner === "draw") return "Draw";
  if (m.kind === "hotseat") return `${m.seats[m.result.winner].name} won`;
  return m.result.winner === m.yourSeat ? "Won" : "Lost";
}

/**
 * A network match's audit of the opponent's hidden cards, shown at the end of the game: clean, or
 * who cheated (proven by their signed messages), or still to come.
 */
function AuditBadge({ m }: { m: MatchSummary }) {
  if (m.kind !== "network" || !m.result) return null;
  const a = m.result.audit;
  if (!a) return <span className="dim small" data-testid={`audit-${m.id}`} title="The opponent's secrets have not arrived: the audit is done when they do (or run moxen audit).">· audit pending</span>;
  if (a.clean) return <span className="dim small audit-clean" data-testid={`audit-${m.id}`} title="Both decks match what was committed to, and every shuffle and random result checks out.">· audit clean ✓</span>;
  const who = a.cheater === m.yourSeat ? "you" : m.seats[a.cheater].name;
  const { text, title } = historyAuditText(a, m.result.overturned, m.yourSeat, who);
  return (
    <span className="small audit-cheat" data-testid={`audit-${m.id}`} title={title}>
      {text}
    </span>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" }) : "");

export function UnfinishedMatches() {
  const [list, setList] = useState<MatchSummary[] | null>(null);
  const openMatch = useStore((s) => s.openMatch);
  const setResumeTarget = useStore((s) => s.setResumeTarget);
  useEffect(() => {
    // Connections come and go: keep the list fresh while the lobby is open.
    const load = () => void window.moxen.match.list().then((r) => setList(r.ok ? r.value : []));
    load();
    const t = setInterval(load, 3000);
    return () => clearInterval(t);
  }, []);
  if (!list?.length) return null;
  return (
    <section className="panel lobby-panel" aria-labelledby="unfinished-title">
      <h2 id="unfinished-title">Unfinished</h2>
      <ul className="match-list" data-testid="unfinished">
        {list.map((m) => (
          <li key={m.id}>
            <div>
              <b>#{m.id}</b> vs {opponentOf(m)} · turn {m.turn}
              <div className="dim small">
                {m.seats[m.yourSeat ?? "A"].deck} · {m.status}
                {m.problem ? ` — ${m.problem}` : ""}
                {m.kind === "network" && !m.connected ? " — disconnected" : ""}
              </div>
            </div>
            {((m.kind !== "network" && m.status === "playing") || (m.kind === "network" && m.connected)) && (
              <button type="button" className="button" onClick={() => void openMatch(m.id)} data-testid={`continue-${m.id}`}>
                Continue
              </button>
            )}
            {m.kind === "network" && (m.status === "playing" || m.status === "handshake") && (
              <button type="button" className="button" onClick={() => setResumeTarget({ matchId: m.id, opponent: opponentOf(m) })} data-testid={`reconnect-${m.id}`}>
                Reconnect
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MatchHistory() {
  const [list, setList] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const openReplay = useStore((s) => s.openReplay);
  useEffect(() => {
    void window.moxen.match.history({ limit: 30 }).then((r) => (r.ok ? setList(r.value) : setError(r.error.message)));
  }, []);
  return (
    <section className="panel lobby-panel history-panel" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {error && <p className="error">{error}</p>}
      {list && list.length === 0 && <p className="empty">No finished games yet.</p>}
      {list && list.length > 0 && (
        <table className="history-table" data-testid="history">
          <thead>
            <tr>
              <th>When</th>
              <th>Opponent</th>
              <th>Deck</th>
              <th>Result</th>
              <th>Turns</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((m) => (
              <tr key={m.id} data-testid={`history-${m.id}`}>
                <td>
                  {when(m.finishedAt ?? m.updatedAt)} <span className="dim small" title="The match's number (moxen audit N, moxen play --resume)">#{m.id}</span>
                </td>
                <td>{opponentOf(m)}</td>
                <td>{m.seats[m.yourSeat ?? "A"].deck}</td>
                <td className={resultWord(m) === "Won" ? "won" : resultWord(m) === "Lost" ? "lost" : ""}>
                  {resultWord(m)}
                  {m.result ? <span className="dim small"> · {outcomeText({ A: m.seats.A.name, B: m.seats.B.name }, m.result, m.kind === "hotseat" ? undefined : (m.yourSeat ?? undefined))}</span> : null}
                  {m.reward ? <span className="dim small"> · +{m.reward}¢</span> : null} <AuditBadge m={m} />
                </td>
                <td>{m.turn}</td>
                <td>
                  {m.steps > 0 && m.status !== "damaged" && (
                    <button type="button" className="link-button" onClick={() => openReplay(m.id)} data-testid={`replay-${m.id}`}>
                      Replay
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
