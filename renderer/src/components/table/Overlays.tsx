/**
 * Covers over the table: the handshake of a network match (compare fingerprints), "pass the
 * screen" between hotseat players (the hand stays hidden until the next player says so), and
 * the end of the game with its result and a rematch.
 */
import { useEffect, useState } from "react";
import type { MatchResultInfo, Seat } from "../../../../app/shared/contract/match";
import type { StartArgs } from "../../store/match-slice";
import { useStore } from "../../store/index";
import { onlyPass } from "./legal";
import { useModel } from "./model";
import { gameOverAuditText } from "./audit-text";
import { outcomeText } from "../../../../app/shared/outcome-text";

export function HandshakeCover() {
  const summary = useStore((s) => s.summary);
  const update = useStore((s) => s.update);
  const fingerprint = useStore((s) => s.fingerprint);
  const concede = useStore((s) => s.concede);
  const leave = useStore((s) => s.leaveMatch);
  const loadFingerprint = useStore((s) => s.loadFingerprint);
  useEffect(() => {
    if (!fingerprint) void loadFingerprint();
  }, [fingerprint, loadFingerprint]);
  useEffect(() => {
    // The handshake's end arrives as an event; ask now and then too, so a missed one cannot strand the table.
    const t = setInterval(() => void useStore.getState().pollView(), 1500);
    return () => clearInterval(t);
  }, []);
  const friend = summary ? summary.seats[summary.yourSeat === "A" ? "B" : "A"] : null;
  const problem = update?.problem ?? summary?.problem;
  return (
    <div className="game-table loading" data-testid="handshake">
      <div className="cover-box">
        <h2>{problem ? "The match stopped" : "Connecting…"}</h2>
        {problem ? <p className="error">{problem}</p> : <p>The two programs are agreeing on the game: versions, decks, and a shuffle neither side chooses alone.</p>}
        <dl className="facts">
          <dt>Your fingerprint</dt>
          <dd className="fingerprint" data-testid="my-fingerprint">{fingerprint ?? "…"}</dd>
          <dt>Your friend's</dt>
          <dd className="fingerprint" data-testid="friend-fingerprint">{friend?.fingerprint ?? "…"}</dd>
        </dl>
        <p className="dialog-note">Read the fingerprints to each other: they must match what your friend sees.</p>
        <div className="dialog-buttons">
          <button type="button" className="pb-button" onClick={() => void (problem ? leave() : concede())}>
            {problem ? "Back to the lobby" : "Give up connecting"}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Hotseat: when the other player must act, hide the table until they take the seat. */
export function HotseatCover() {
  const m = useModel();
  const hotseat = m.summary?.kind === "hotseat";
  const [shown, setShown] = useState<string | null>(m.update.seat);
  const autoPass = useStore((s) => s.autoPass);
  // A seat that will only pass automatically needs no one at the screen.
  const passing = autoPass && !m.myDecision && onlyPass(m.view, m.legal);
  if (!hotseat || m.update.result || shown === m.update.seat || passing) return null;
  const name = m.view.players[m.update.seat].name;
  return (
    <div className="hotseat-cover" data-testid="hotseat-cover">
      <div className="cover-box">
        <h2>Pass the screen to {name}</h2>
        <p>{name}'s hand is hidden until they are ready.</p>
        <button type="button" className="pb-button primary" onClick={() => setShown(m.update.seat)} data-autofocus data-testid="take-seat">
          I am {name}: show my cards
        </button>
      </div>
    </div>
  );
}

export function GameOver() {
  const m = useModel();
  const result = m.update.result;
  const summary = m.summary;
  const starts = useStore((s) => s.starts);
  const startMatch = useStore((s) => s.startMatch);
  const leave = useStore((s) => s.leaveMatch);
  const openReplay = useStore((s) => s.openReplay);
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A game of a limited event: no rematch; back to the event (its standings).
  const limited = useStore((s) => s.limitedEvent?.games.some((g) => g.matchId === m.update.matchId) ?? false);
  if (!result || hidden) return null;
  const won = result.winner === m.me;
  const puzzle = summary?.seats[m.me]?.deck.startsWith("Puzzle: ") ?? false;
  const title = puzzle ? (won ? "Puzzle solved!" : "Puzzle not solved") : result.winner === "draw" ? "Draw" : summary?.kind === "hotseat" ? `${m.view.players[result.winner].name} wins` : won ? "You win!" : "You lose";
  const rematch = async () => {
    setError(null);
    const args = starts[m.update.matchId] ?? (summary ? await rematchArgs(summary) : null);
    if (!args) return setError("This match cannot be replayed with the same decks.");
    if (!(await startMatch(args))) setError(useStore.getState().lobbyError);
  };
  return (
    <div className="game-over" data-testid="game-over" role="dialog" aria-label="Game over">
      <div className="cover-box">
        <h2 className={won ? "won" : ""} data-testid="game-over-title">
          {title}
        </h2>
        <p>
          {outcomeText({ A: m.view.players.A.name, B: m.view.players.B.name }, result, summary?.kind === "hotseat" ? undefined : m.me)} · turn {m.view.turn.number}
          {summary?.reward ? ` · +${summary.reward} coins` : ""}
        </p>
        {summary?.kind === "network" && <AuditLine audit={result.audit} overturned={result.overturned} me={m.me} opponent={m.view.players[m.me === "A" ? "B" : "A"].name} />}
        {error && <p className="error">{error}</p>}
        <div className="dialog-buttons">
          {summary?.kind === "network" && <TradeWithFriend matchId={m.update.matchId} friend={m.view.players[m.me === "A" ? "B" : "A"].name} onError={setError} />}
          {limited && (
            <button type="button" className="pb-button primary" onClick={leave} data-testid="back-to-event" data-autofocus>
              Back to the event
            </button>
          )}
          {summary?.kind !== "network" && !puzzle && !limited && (
            <button type="button" className="pb-button primary" onClick={() => void rematch()} data-testid="rematch" data-autofocus>
              Rematch
            </button>
          )}
          <button type="button" className="pb-button" onClick={() => openReplay(m.update.matchId)} data-testid="open-replay">
            Watch the replay
          </button>
          <button type="button" className="pb-button" onClick={() => setHidden(true)}>
            Look at the table
          </button>
          {puzzle && (
            <button type="button" className="pb-button primary" onClick={() => (leave(), useStore.getState().goTo("puzzles"))} data-testid="back-to-puzzles" data-autofocus>
              Back to the puzzles
            </button>
          )}
          <button type="button" className="pb-button" onClick={leave} data-testid="back-to-lobby">
            Back to the lobby
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * "Trade with <friend>" after a network match (issue 36): a trade over the same connection, the
 * friend's key pinned by the match (trade.startAfterMatch); opens the Trade screen on it. When the
 * friend asked first (trade.requested), the button says so.
 */
function TradeWithFriend({ matchId, friend, onError }: { matchId: number; friend: string; onError: (e: string | null) => void }) {
  const leave = useStore((s) => s.leaveMatch);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => window.moxen.onEvent("trade.requested", (r) => r.matchId === matchId && setAsked(true)), [matchId]);
  const start = async () => {
    onError(null);
    setBusy(true);
    const r = await window.moxen.trade.startAfterMatch({ matchId });
    setBusy(false);
    if (!r.ok) return onError(r.error.message);
    leave();
    useStore.getState().goTo("trade");
  };
  return (
    <button type="button" className={`pb-button${asked ? " primary" : ""}`} onClick={() => void start()} disabled={busy} data-testid="trade-with-friend">
      {asked ? `${friend} wants to trade: open the trade` : `Trade with ${friend}`}
    </button>
  );
}

async function rematchArgs(s: NonNullable<ReturnType<typeof useModel>["summary"]>): Promise<StartArgs | null> {
  if (s.kind === "network") return null;
  const decks = await window.moxen.match.benchmarkDecks();
  const ref = (seat: "A" | "B") => {
    const info = s.seats[seat];
    if (info.deckId) return { deckId: info.deckId };
    const b = decks.ok ? decks.value.find((d) => d.name === info.deck) : undefined;
    return b ? { benchmark: b.id } : null;
  };
  const deck = ref("A");
  const opponentDeck = ref("B");
  if (!deck) return null;
  return {
    kind: s.kind,
    deck,
    ...(opponentDeck ? { opponentDeck } : {}),
    ...(s.kind === "local-ai" && s.seats.B.ai ? { ai: s.seats.B.ai } : {}),
  };
}

/** A network match's audit of the hidden cards, as it arrives after the end (the opponent's secrets follow the result). */
function AuditLine({ audit, overturned, me, opponent }: { audit: MatchResultInfo["audit"]; overturned: MatchResultInfo["overturned"]; me: Seat; opponent: string }) {
  if (!audit) return <p className="dim small" data-testid="game-over-audit">Checking the hidden cards (the audit)…</p>;
  if (audit.clean) return <p className="small audit-clean" data-testid="game-over-audit">Audit clean ✓ both decks and every shuffle check out.</p>;
  return (
    <p className="error" data-testid="game-over-audit">
      {gameOverAuditText(audit, overturned, me, opponent)}
    </p>
  );
}
