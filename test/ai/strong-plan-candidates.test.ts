/**
 * The strong AI's candidates respect the deck's plan (strong.ts `planHolds`): what the heuristic
 * keeps for later (a combo deck's Fireball while nothing presses) is not put to the search, whose
 * four-turn rollouts see only what the card does now and never the kill it is kept for.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { candidatesFor, type StrongInput } from "../../app/host/ai/strong";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";
import { resolveDeck } from "../../app/host/play/decks";

const LIB = Array.from({ length: 8 }, () => ({ card: "Mountain" }));
const deck = (f: string) => resolveDeck(`resources/decks/era/${f}.txt`).cards;
const CF = deck("channel-fireball"), ZOO = deck("zoo"), WW = deck("white-weenie");
type Side = { battlefield?: string[]; hand?: string[]; life?: number };

function position(a: Side, b: Side, active: "A" | "B"): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "plan candidates", turn: { number: 6, active, step: "precombat_main" },
    players: { A: { ...a, library: LIB }, B: { ...b, library: LIB } },
  })).state;
}

function input(s: GameState, mine: string[], theirs: string[]): StrongInput {
  return { view: viewFor(s, "A"), legal: legalActionList(s, "A"), known: knownState(s, "A"), knowledge: { deck: mine, opponentDeck: theirs }, memory: newMemory(), rand: seededRandom(2), budgetMs: 0 };
}

/** The search's candidates for A, by card and target names. */
function candidates(s: GameState, mine: string[], theirs: string[]): string[] {
  const i = input(s, mine, theirs);
  const h = heuristicDecide({ ...i, memory: newMemory() });
  const name = (id: string) => (id === "A" || id === "B" ? `player ${id}` : s.objects[id]?.name ?? id);
  return candidatesFor(i, h).map((a: Action) => (a.type === "cast" ? `${name(a.card)} → ${(a.targets ?? []).map(name).join(",")}` : a.type));
}

test("Channel-Fireball's search does not spend its Fireball on a creature while nothing presses; Lightning Bolt may go", () => {
  const s = position(
    { battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Forest"], hand: ["Fireball", "Channel", "Lightning Bolt"], life: 20 },
    { battlefield: ["Plains", "Plains", "Savannah Lions"], life: 20 }, "A");
  const c = candidates(s, CF, WW);
  assert.ok(c.length >= 2, `a search is made: ${c.join("; ")}`);
  assert.ok(!c.some((x) => x.startsWith("Fireball → Savannah Lions")), `no Fireball at the Lions: ${c.join("; ")}`);
  assert.ok(c.some((x) => x.startsWith("Lightning Bolt")), `the Bolt is weighed: ${c.join("; ")}`);
  // Another deck's Fireball is any burn spell: the search weighs it.
  const z = candidates(s, ZOO, WW);
  assert.ok(z.some((x) => x.startsWith("Fireball → Savannah Lions")), `Zoo's Fireball at the Lions is weighed: ${z.join("; ")}`);
});
