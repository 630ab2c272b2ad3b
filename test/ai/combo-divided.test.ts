/**
 * Fireball divided between two creatures (engine: every pair of targets is offered at the largest
 * X two targets leave, one more mana for the second target, CR 601.2f; the damage divided evenly,
 * rounded down). A combo deck under pressure spends its Fireball as removal (combo.ts
 * `holdsPiece`): one Fireball that kills two attackers is worth more than one that kills one.
 * Gauntlet games (seed 11, Channel-Fireball against Zoo) showed Fireballs cast at one small
 * creature at a time while Zoo's others kept attacking.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = Array.from({ length: 8 }, () => "Plains");
const COMBO = ["Fireball", "Channel", "Power Artifact", "Basalt Monolith", "Lightning Bolt", ...LIB];
type Entry = { card: string };
type Side = { battlefield?: Entry[]; hand?: Entry[]; life?: number };
const n = (card: string, k: number): Entry[] => Array.from({ length: k }, () => ({ card }));

function position(a: Side, b: Side): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "divided position",
    turn: { number: 9, active: "A", step: "precombat_main" },
    players: { A: { ...a, library: LIB }, B: { ...b, library: LIB } },
  } as never)).state;
}

function decide(state: GameState): Action {
  const legal = legalActionList(state, "A");
  const a = heuristicDecide({ view: viewFor(state, "A"), known: knownState(state, "A"), legal, knowledge: { deck: COMBO, opponentDeck: LIB }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), "an offered action");
  return a;
}

const fireballAt = (s: GameState, a: Action) => (a.type === "cast" && s.objects[a.card]?.name === "Fireball" ? (a.targets ?? []).map((t) => s.objects[t]?.name ?? t).sort() : null);

test("under pressure (5 life) from two Grizzly Bears, six Mountains: Fireball X=4 divided kills both", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }], life: 5 }, { battlefield: n("Grizzly Bears", 2), life: 20 });
  const a = decide(s);
  assert.deepEqual(fireballAt(s, a), ["Grizzly Bears", "Grizzly Bears"], `both bears: ${JSON.stringify(a)}`);
  assert.equal(a.type === "cast" && a.x, 4);
});

test("five Mountains leave X=3, one damage each: no divided Fireball, one bear killed instead", () => {
  const s = position({ battlefield: n("Mountain", 5), hand: [{ card: "Fireball" }], life: 5 }, { battlefield: n("Grizzly Bears", 2), life: 20 });
  const a = decide(s);
  assert.deepEqual(fireballAt(s, a), ["Grizzly Bears"], `one bear: ${JSON.stringify(a)}`);
});

test("a lethal Fireball at the face is still taken over a divided one", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }], life: 5 }, { battlefield: n("Grizzly Bears", 2), life: 5 });
  const a = decide(s);
  assert.ok(a.type === "cast" && a.targets?.length === 1 && a.targets[0] === "B" && (a.x ?? 0) >= 5, `the kill: ${JSON.stringify(a)}`);
});
