/**
 * The heuristic casts Shahrazad (`subgame` hint, CR 729) from the libraries' sizes and the board:
 * against a library of fewer than seven cards (the opponent loses the subgame at once, CR 729.3);
 * never with such a library of its own; with libraries alike only when behind here (a fresh game
 * helps), not when ahead on board.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const lib = (k: number) => Array.from({ length: k }, () => "Plains");
type Side = { battlefield?: string[]; life?: number; library: number };

function position(a: Side, b: Side): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Shahrazad hint position",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: {
      A: { life: a.life ?? 20, hand: ["Shahrazad"], battlefield: ["Plains", "Plains", ...(a.battlefield ?? [])], library: lib(a.library) },
      B: { life: b.life ?? 20, battlefield: b.battlefield ?? [], library: lib(b.library) },
    },
  })).state;
}

function castsShahrazad(state: GameState): boolean {
  const legal = legalActionList(state, "A");
  const a: Action = heuristicDecide({ view: viewFor(state, "A"), known: knownState(state, "A"), legal, knowledge: { deck: lib(20), opponentDeck: lib(20) }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)));
  return a.type === "cast" && state.objects[a.card]?.name === "Shahrazad";
}

test("Shahrazad: cast against a library under seven cards, even when ahead", () => {
  assert.ok(castsShahrazad(position({ library: 12, battlefield: ["Craw Wurm"] }, { library: 4 })));
});

test("Shahrazad: never cast with a library of its own under seven cards", () => {
  assert.ok(!castsShahrazad(position({ library: 5 }, { library: 3, battlefield: ["Craw Wurm", "Hill Giant"] })));
  assert.ok(!castsShahrazad(position({ library: 6 }, { library: 20, battlefield: ["Craw Wurm"] })));
});

test("Shahrazad: with libraries alike, cast when behind on board and life, not when ahead", () => {
  assert.ok(castsShahrazad(position({ library: 15, life: 9 }, { library: 15, battlefield: ["Craw Wurm", "Hill Giant"] })), "behind");
  assert.ok(!castsShahrazad(position({ library: 15, battlefield: ["Craw Wurm", "Hill Giant"] }, { library: 15, life: 9 })), "ahead");
});
