/**
 * The turn's steps in a line: where the game is, whose turn it is, and your stops. Clicking a
 * step sets or clears a stop for that step in this kind of turn (yours or the opponent's):
 * passing (F4, auto-pass) halts there. The small switch before the steps shows and edits the
 * other kind of turn's stops instead (set stops in the opponent's turn during yours); stops in
 * the opponent's turns are drawn as diamonds in their color (watch.css).
 */
import { useEffect, useState } from "react";
import type { Step } from "../../../../engine/index";
import { stopKey } from "../../store/match-slice";
import { useStore } from "../../store/index";
import { useModel } from "./model";
import "./watch.css";
import "./fit.css";

/** The engine's step order (engine/types.ts STEPS; the renderer imports engine types only). */
export const STEPS: readonly Step[] = [
  "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
  "postcombat_main", "end", "cleanup",
];

export const STEP_LABELS: Record<Step, string> = {
  untap: "Untap",
  upkeep: "Upkeep",
  draw: "Draw",
  precombat_main: "Main 1",
  beginning_of_combat: "Combat",
  declare_attackers: "Attack",
  declare_blockers: "Block",
  first_strike_damage: "1st strike",
  combat_damage: "Damage",
  end_of_combat: "End combat",
  postcombat_main: "Main 2",
  end: "End",
  cleanup: "Cleanup",
};

export const STEP_WORDS: Record<Step, string> = {
  untap: "untap step",
  upkeep: "upkeep",
  draw: "draw step",
  precombat_main: "first main phase",
  beginning_of_combat: "beginning of combat",
  declare_attackers: "declare attackers step",
  declare_blockers: "declare blockers step",
  first_strike_damage: "first-strike damage step",
  combat_damage: "combat damage step",
  end_of_combat: "end of combat",
  postcombat_main: "second main phase",
  end: "end step",
  cleanup: "cleanup step",
};

export function StepTrack() {
  const m = useModel();
  const stops = useStore((s) => s.stops);
  const toggleStop = useStore((s) => s.toggleStop);
  const nowMine = m.view.turn.active === m.me;
  /** Whose turns' stops the track shows: the current turn's, unless switched to the other. */
  const [other, setOther] = useState(false);
  useEffect(() => setOther(false), [nowMine]);
  const myTurn = other ? !nowMine : nowMine;
  const current = other ? -1 : STEPS.indexOf(m.view.turn.step);
  const activeName = nowMine
    ? m.summary?.kind === "hotseat" ? `${m.view.players[m.me].name}'s turn` : "Your turn"
    : m.view.players[m.opp].name === m.view.players[m.me].name ? "Opponent's turn" : `${m.view.players[m.opp].name}'s turn`;
  return (
    <nav className={`step-track ${nowMine ? "mine" : "theirs"}${other ? " editing-other" : ""}`} aria-label="Turn steps" data-testid="step-track">
      <div className="st-turn" data-testid="turn-label">
        <span className="st-turn-no">{m.view.subgame ? "Subgame turn" : "Turn"} {m.view.turn.number}</span>
        <span className="st-turn-who">{activeName}</span>
      </div>
      <button
        type="button"
        className={`st-side ${myTurn ? "mine" : "theirs"}`}
        onClick={() => setOther((o) => !o)}
        aria-pressed={other}
        title={`Showing the stops of ${myTurn ? "your" : "the opponent's"} turns — click for ${myTurn ? "the opponent's" : "yours"}`}
        data-testid="stop-side"
        data-side={myTurn ? "me" : "opp"}
        disabled={m.readOnly}
      >
        {myTurn ? "My stops" : "Their stops"}
      </button>
      <ol className="st-steps">
        {STEPS.map((step, i) => {
          if (step === "first_strike_damage" && i !== current) return null;
          const key = stopKey(myTurn, step);
          const stop = stops.includes(key);
          const cls = i === current ? "now" : i < current ? "past" : "";
          return (
            <li key={step}>
              <button
                type="button"
                className={`st-step ${cls}${stop ? ` stop${myTurn ? "" : " stop-opp"}` : ""}`}
                aria-current={i === current ? "step" : undefined}
                aria-pressed={stop}
                title={`${STEP_WORDS[step]} — click to ${stop ? "clear the" : "set a"} stop in ${myTurn ? "your" : "the opponent's"} turns`}
                data-testid={`step-${step}`}
                onClick={() => toggleStop(key)}
                disabled={m.readOnly}
              >
                <span className="st-stop-dot" aria-hidden="true" />
                {STEP_LABELS[step]}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
