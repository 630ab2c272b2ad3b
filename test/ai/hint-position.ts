/**
 * Shared by the AI hint tests: a position set up the way a scenario file sets one up, and the
 * heuristic's pick in it (checked to be one of the actions the engine offers).
 */
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

/** A battlefield or hand entry of a scenario's setup. */
export type Entry = { card: string; id?: string; tapped?: boolean; sick?: boolean; token?: boolean };

export interface PositionOptions {
  /** Both libraries (the heuristic is told each deck is this list). */
  library: string[];
  turn?: { active: "A" | "B"; step: string; number?: number };
  rules?: Record<string, unknown>;
  name?: string;
}

/** The position after a scenario's setup: turn 5, A's postcombat main unless `turn` says otherwise. */
export function hintPosition(a: Record<string, unknown>, b: Record<string, unknown>, o: PositionOptions): GameState {
  const turn = { number: 5, active: "A", step: "postcombat_main", ...o.turn };
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: o.name ?? "hints position", ...(o.rules ? { rules: o.rules } : {}),
    turn,
    players: { A: { ...a, library: o.library }, B: { ...b, library: o.library } },
  })).state;
}

/** The heuristic's choice for `p`, which must be one of the legal actions. */
export function heuristicPick(state: GameState, p: "A" | "B", library: string[]): Action {
  const legal = legalActionList(state, p);
  const a = heuristicDecide({ view: viewFor(state, p), known: knownState(state, p), legal, knowledge: { deck: library, opponentDeck: library }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), `the heuristic picks an offered action: ${JSON.stringify(a)}`);
  return a;
}

export const casts = (state: GameState, a: Action, name: string): boolean => a.type === "cast" && state.objects[a.card]?.name === name;
export const activates = (state: GameState, a: Action, name: string): boolean => a.type === "activate" && state.objects[a.card]?.name === name;
/** `k` entries of one card. */
export const copies = (card: string, k: number, more: Partial<Entry> = {}): Entry[] => Array.from({ length: k }, () => ({ card, ...more }));
