/**
 * Random play straight through the engine's public API: the baseline opponent, the fuzzer's
 * driver and the engine benchmark's workload. Deterministic for a given seed.
 */
import { apply, createGame, legalActions, randomAction, whoMustAct, type Action, type GameState } from "../../../engine/index";

/** A small seeded generator for choosing among actions (mulberry32); the engine has its own. */
export function seededRandom(seed: number): (n: number) => number {
  let t = seed >>> 0;
  return (n: number) => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return Math.floor((((r ^ (r >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export interface RandomGameOptions {
  seed: number;
  decks: { A: string[]; B: string[] };
  /** Stop after this many actions (a turn cap for endless games). */
  maxActions?: number;
  /** Called after every applied action; throw to stop the game with an error. */
  onAction?: (state: GameState, action: Action, index: number) => void;
  /** Timings per call, for the benchmark. */
  timing?: { apply: number[]; legal: number[] };
}

export interface RandomGameResult {
  state: GameState;
  actions: Action[];
  finished: boolean;
}

export function playRandomGame(o: RandomGameOptions): RandomGameResult {
  const rand = seededRandom(o.seed * 7919 + 17);
  let state = createGame({ seed: o.seed, decks: o.decks });
  const actions: Action[] = [];
  const max = o.maxActions ?? 5000;
  while (!state.outcome && actions.length < max) {
    const who = whoMustAct(state);
    if (!who) throw new Error("nobody can act, but the game is not over");
    let t = performance.now();
    const options = legalActions(state, who);
    if (o.timing) o.timing.legal.push(performance.now() - t);
    const action = randomAction(options, rand);
    if (!action) throw new Error(`${who} must act but has no legal action`);
    t = performance.now();
    const r = apply(state, action);
    if (o.timing) o.timing.apply.push(performance.now() - t);
    if (!r.ok) throw new Error(`legalActions offered an action that apply rejected: ${JSON.stringify(action)}: ${r.rejection.message}`);
    state = r.state;
    actions.push(action);
    o.onAction?.(state, action, actions.length - 1);
  }
  return { state, actions, finished: !!state.outcome };
}
