/**
 * Positions for the combo deck's tests (combo-race, combo-divided): a Channel-Fireball player A
 * in its first main phase of turn 9 against B, both with Plains to draw, and the heuristic's
 * decision there, which must be one of the offered actions.
 */
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

export const LIB = Array.from({ length: 8 }, () => "Plains");
export const COMBO = ["Fireball", "Channel", "Power Artifact", "Basalt Monolith", "Lightning Bolt", ...LIB];
export type Entry = { card: string; id?: string; tapped?: boolean };
export type Side = { battlefield?: Entry[]; hand?: Entry[]; life?: number };
export const n = (card: string, k: number): Entry[] => Array.from({ length: k }, () => ({ card }));

export function comboPosition(a: Side, b: Side): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "combo position",
    turn: { number: 9, active: "A", step: "precombat_main" },
    players: { A: { ...a, library: LIB }, B: { ...b, library: LIB } },
  } as never)).state;
}

export function comboDecide(state: GameState): Action {
  const legal = legalActionList(state, "A");
  const a = heuristicDecide({ view: viewFor(state, "A"), known: knownState(state, "A"), legal, knowledge: { deck: COMBO, opponentDeck: LIB }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), "an offered action");
  return a;
}

/** The names of a cast Fireball's targets, sorted (a player's id as it is), or null for any other action. */
export const fireballAt = (s: GameState, a: Action) => (a.type === "cast" && s.objects[a.card]?.name === "Fireball" ? (a.targets ?? []).map((t) => s.objects[t]?.name ?? t).sort() : null);
