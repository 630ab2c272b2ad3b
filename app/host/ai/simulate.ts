/**
 * Looking ahead with the engine on a full state (a determinization, or a rollout's state):
 * apply an action, let the stack resolve with both players passing, and evaluate the result.
 */
import { apply, applyInPlace, legalActionList, unpaidObligations, viewFor, whoMustAct, type Action, type GameState, type PlayerId } from "../../../engine/index";
import { lifeValue } from "./board";
import { evaluateView, tempBoosts } from "./evaluate";

/** Evaluation of a full state for `me`, leaving out until-end-of-turn boosts. */
export function evaluateState(state: GameState, me: PlayerId): number {
  let v = evaluateView(viewFor(state, me), me, state.effects.length ? tempBoosts(state) : undefined);
  // "Loses 1 life unless they pay {1} before that draw step" (Nafs Asp): an unpaid obligation is
  // life about to be lost, so paying it while mana is idle looks better than passing.
  if (state.delayed?.length) {
    for (const p of [me, me === "A" ? "B" : "A"] as PlayerId[]) {
      const n = unpaidObligations(state, p);
      if (n) v -= (p === me ? 1 : -1) * (lifeValue(state.players[p].life) - lifeValue(state.players[p].life - n));
    }
  }
  return v;
}

/** A quick answer to a choice met while settling: pay when asked, else the first option. */
function defaultAnswer(state: GameState, who: PlayerId): Action | undefined {
  const opts = legalActionList(state, who, { few: true });
  return opts.find((a) => a.type === "choose" && a.value === true) ?? opts[0];
}

/**
 * Both players pass (answering choices simply) until the stack is no taller than `height`, the
 * game ends, or something else than priority and resolution choices is asked. Null if the engine
 * refused something (the state was not what it seemed). With `owned`, the caller gives up
 * `state`: it is changed in place (no copy per step) and returned.
 */
export function settle(state: GameState, height: number, maxSteps = 24, owned = false): GameState | null {
  const step = owned ? applyInPlace : apply;
  let s = state;
  for (let i = 0; i < maxSteps && !s.outcome && s.stack.length > height; i++) {
    const who = whoMustAct(s);
    if (!who) return null;
    let a: Action | undefined;
    if (s.decision) {
      if (s.decision.kind !== "choose") return s;
      a = defaultAnswer(s, who);
    } else a = { type: "pass", player: who };
    if (!a) return null;
    const r = step(s, a);
    if (!r.ok) return null; // refused, or (in place) a question midway that needs the state from before

    s = r.state;
  }
  return s;
}

/** The state after `action` and everything it waits on has resolved, or null if refused. */
export function lookAhead(state: GameState, action: Action): GameState | null {
  const height = state.stack.length === 0 ? 0 : state.stack.length - 1;
  const r = apply(state, action);
  if (!r.ok) return null;
  return settle(r.state, height, undefined, true); // r.state is a fresh copy: settle it in place
}
