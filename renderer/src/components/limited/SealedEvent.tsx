/**
 * A sealed event or a Winston draft against the computer, in the Play screen: the draft
 * (WinstonDraft) first for a Winston event; the packs turned over one by one (the
 * shop's PackOpening), the deck built from the pool (PoolBuilder), the games at the table and the
 * standings of the best of three between games and at the end.
 */
import { useEffect } from "react";
import type { LimitedEvent } from "../../../../app/shared/contract/limited";
import { useStore } from "../../store/index";
import { PackOpening } from "../shop/PackOpening";
import { PoolBuilder } from "./PoolBuilder";
import { WinstonDraft } from "./winston/WinstonDraft";
import "./limited.css";

const COLOR_NAMES: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

export function SealedEvent() {
  const ev = useStore((s) => s.limitedEvent)!;
  const nextPack = useStore((s) => s.limitedNextPack);
  const opening = useStore((s) => s.opening);
  const error = useStore((s) => s.limitedError);
  const busy = useStore((s) => s.limitedBusy);
  const st = useStore.getState;

  // The player closed a pack's screen: the next pack, or the builder after the last.
  useEffect(() => {
    if (nextPack !== null && !opening) st().nextLimitedPack();
  }, [nextPack, opening, st]);
  // Back from the table: the game's result, read from its match.
  useEffect(() => void st().refreshLimited(), [st]);

  if (nextPack !== null && opening) {
    return (
      <div className="sealed-event" data-testid="sealed-event">
        <p className="dim" data-testid="sealed-pack-count">
          Booster {nextPack + 1} of {ev.packs.length}
        </p>
        <PackOpening />
      </div>
    );
  }

  const gameNo = ev.games.length + 1;
  return (
    <div className="sealed-event" data-testid="sealed-event" data-phase={ev.phase}>
      <header className="sealed-event__head">
        <button type="button" className="button" onClick={() => st().closeLimited()} data-testid="sealed-back">
          ← Play
        </button>
        <h2>
          {ev.kind === "winston" ? "Winston draft" : "Sealed"} {ev.spec} against the computer
        </h2>
        {ev.phase !== "drafting" && (
          <span className="dim">
            The computer plays {ev.computer.colors.map((c) => COLOR_NAMES[c] ?? c).join("-")} ({ev.computer.cards} cards)
          </span>
        )}
      </header>
      {ev.phase !== "drafting" && <Standings ev={ev} />}
      {error && (
        <p className="error" role="alert" data-testid="sealed-error">
          {error}
        </p>
      )}
      {ev.phase === "drafting" && ev.draft && <WinstonDraft draft={ev.draft} busy={busy} onDecide={(c) => st().winstonDecide(c)} />}
      {ev.phase === "playing" && (
        <div className="sealed-event__actions">
          <p>Game {ev.games.length} is under way.</p>
          <button type="button" className="button primary-big" onClick={() => void st().openMatch(ev.currentMatchId!)} data-testid="sealed-to-table">
            Go to the table
          </button>
        </div>
      )}
      {ev.phase === "finished" && (
        <div className="sealed-event__actions" data-testid="sealed-final">
          <h3>{ev.winner === "you" ? "You won the event!" : ev.winner === "computer" ? "The computer won the event." : "The event is a draw."}</h3>
          <p>Your pool stays in your collection.</p>
        </div>
      )}
      {(ev.phase === "building" || ev.phase === "between") && (
        <>
          <div className="sealed-event__actions">
            {ev.phase === "between" && <p>Change your deck from the pool if you like (sideboarding), then play game {gameNo}.</p>}
            <button
              type="button"
              className="button primary-big"
              disabled={busy || !ev.deck}
              onClick={() => void st().playLimitedGame()}
              data-testid="sealed-play"
              title={ev.deck ? undefined : "Use a legal deck first"}
            >
              Play game {gameNo}
            </button>
          </div>
          <PoolBuilder ev={ev} />
        </>
      )}
    </div>
  );
}

function Standings({ ev }: { ev: LimitedEvent }) {
  const s = ev.standings;
  return (
    <section className="sealed-standings" aria-label="Standings" data-testid="sealed-standings">
      <strong data-testid="sealed-score">
        You {s.you.wins} – {s.computer.wins} Computer
        {s.you.draws ? ` (${s.you.draws} drawn)` : ""}
      </strong>
      <ol>
        {ev.games.map((g) => (
          <li key={g.number} data-testid="sealed-game">
            Game {g.number}: {g.winner === null ? "under way" : g.winner === "you" ? "you won" : g.winner === "computer" ? "the computer won" : "a draw"}
          </li>
        ))}
      </ol>
      <span className="dim">Best of three: the first to two wins.</span>
    </section>
  );
}
