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
export function settle(state: GameState, height: number, maxSteps = 24, owned = false, stopAtChoiceOf?: PlayerId): GameState | null {
  const step = owned ? applyInPlace : apply;
  let s = state;
  for (let i = 0; i < maxSteps && !s.outcome && s.stack.length > height; i++) {
    const who = whoMustAct(s);
    if (!who) return null;
    let a: Action | undefined;
    if (s.decision) {
      if (s.decision.kind !== "choose" || who === stopAtChoiceOf) return s;
      a = defaultAnswer(s, who);
    } else a = { type: "pass", player: who };
    if (!a) return null;
    const r = step(s, a);
    if (!r.ok) return null; // refused, or (in place) a question midway that needs the state from before

    s = r.state;
  }
  return s;
}

/**
 * The state after `action` and everything it waits on has resolved, or null if refused. With
 * `judge`, the first question that player is asked on the way (a source to choose for a Circle of
 * Protection, a creature to pick) is answered with each of its first few answers in turn, and the
 * one that leaves `judge` best is kept: the action is judged by its best use, not its first one.
 */
/** The state with the result of its next flip fixed (a dexterity card judged by each of its results). */
export function withCoins(state: GameState, result: "won" | "lost"): GameState {
  return { ...state, coins: [result] };
}

export function lookAhead(state: GameState, action: Action, judge?: PlayerId): GameState | null {
  const height = state.stack.length === 0 ? 0 : state.stack.length - 1;
  const r = apply(state, action);
  if (!r.ok) return null;
  // r.state is a fresh copy: settle it in place.
  const s = settle(r.state, height, undefined, true, judge);
  if (!s || !judge || !s.decision || s.stack.length <= height || whoMustAct(s) !== judge) return s;
  let best: GameState | null = null;
  let bestValue = -Infinity;
  // Aiming a dexterity card: every spot on the table is tried (the best one is rarely among the first few).
  const c = s.decision.kind === "choose" ? s.decision.choice : undefined;
  const tries = c?.type === "cards" && c.aim ? 40 : 8;
  for (const answer of legalActionList(s, judge, { few: true }).slice(0, tries)) {
    const next = apply(s, answer);
    if (!next.ok) continue;
    const after = settle(next.state, height, undefined, true);
    if (!after) continue;
    const v = evaluateState(after, judge);
    if (v > bestValue) { bestValue = v; best = after; }
  }
  return best;
}

/** Combat steps in which combat damage is still to come. */
const BEFORE_DAMAGE = new Set(["declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage"]);

/**
 * What a position in combat comes to once combat damage is dealt: both players pass (answering
 * questions simply) until the end of combat step. Prevention, untapping an attacker or a pump
 * changes nothing until then, so an action in combat is judged by this. Null if refused.
 */
export function throughCombat(state: GameState, maxSteps = 24): GameState | null {
  let s = state;
  for (let i = 0; i < maxSteps && !s.outcome && BEFORE_DAMAGE.has(s.turn.step); i++) {
    const who = whoMustAct(s);
    if (!who) return s;
    const a: Action | undefined = !s.decision ? { type: "pass", player: who }
      : s.decision.kind === "choose" ? defaultAnswer(s, who) : legalActionList(s, who, { few: true })[0];
    if (!a) return null;
    const r = apply(s, a);
    if (!r.ok) return null;
    s = r.state;
  }
  return s;
}
