/**
 * Playing whole games between computer players through the engine's public API, as a host does:
 * the host computes the legal actions from the true state, each player sees only its own view,
 * and every action a player returns must be one it was offered.
 */
import { apply, createGame, knownState, legalActionList, viewFor, whoMustAct, type Action, type GameState, type PlayerId } from "../../../engine/index";
import type { AiPlayer } from "./types";
import { offeredOrOwnAnswer } from "./offered";

export const DEFAULT_TURN_CAP = 60;

export interface GameRecord {
  seed: number;
  state: GameState;
  actions: Action[];
  /** "A", "B", or "draw" (also when the turn cap was reached). */
  winner: PlayerId | "draw";
  capped: boolean;
  turns: number;
  /** Wall time of each decision with more than one option, per seat. */
  decisionMs: Record<PlayerId, number[]>;
}

export class IllegalAiAction extends Error {}

export async function playAiGame(o: {
  seed: number;
  decks: Record<PlayerId, string[]>;
  players: Record<PlayerId, AiPlayer>;
  turnCap?: number;
  maxActions?: number;
  signal?: AbortSignal;
}): Promise<GameRecord> {
  let state = createGame({ seed: o.seed, decks: o.decks });
  return continueAiGame(state, o);
}

export async function continueAiGame(start: GameState, o: {
  seed: number;
  players: Record<PlayerId, AiPlayer>;
  turnCap?: number;
  maxActions?: number;
  signal?: AbortSignal;
}): Promise<GameRecord> {
  let state = start;
  const cap = o.turnCap ?? DEFAULT_TURN_CAP;
  const maxActions = o.maxActions ?? 20_000;
  const actions: Action[] = [];
  const decisionMs: Record<PlayerId, number[]> = { A: [], B: [] };
  let capped = false;
  while (!state.outcome) {
    if (state.turn.number > cap || actions.length >= maxActions) { capped = true; break; }
    const who = whoMustAct(state);
    if (!who) throw new Error("nobody can act, but the game is not over");
    const legal = legalActionList(state, who);
    if (!legal.length) throw new Error(`${who} must act but has no legal action`);
    let action: Action;
    if (legal.length === 1) action = legal[0]!;
    else {
      const t = performance.now();
      action = await o.players[who].decide(viewFor(state, who), legal, o.signal, { known: knownState(state, who) });
      decisionMs[who].push(performance.now() - t);
      if (!offeredOrOwnAnswer(legal, action)) throw new IllegalAiAction(`${o.players[who].kind} AI (${who}) chose an action it was not offered: ${JSON.stringify(action)}`);
    }
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the engine rejected an offered action ${JSON.stringify(action)}: ${r.rejection.message}`);
    state = r.state;
    actions.push(action);
  }
  const winner: PlayerId | "draw" = state.outcome ? state.outcome.winner : "draw";
  return { seed: o.seed, state, actions, winner, capped, turns: state.turn.number, decisionMs };
}

/** A seed, near `base`, for which `first` takes the first turn (the engine chooses at random, CR 103.1). */
export function seedWithFirstPlayer(base: number, decks: Record<PlayerId, string[]>, first: PlayerId): number {
  for (let k = 0; k < 64; k++) {
    const seed = base + k * 1_000_003;
    if (createGame({ seed, decks }).firstPlayer === first) return seed;
  }
  return base;
}
