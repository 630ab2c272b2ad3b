/**
 * A combo deck's tutor that only a one-shot source can pay for (combo.ts `tutorMana`): the
 * Channel-Fireball list's Demonic Tutor needs {B}, and its black comes only from Black Lotus and
 * Birds of Paradise. Automatic payment never sacrifices a source, so the tutor is not offered
 * until the Lotus's mana is in the pool. Gauntlet game (seed 11, against The Deck): the Tutor was
 * held 27 turns, Black Lotus cast beside it, with the opponent at 6 life and the mana for a
 * lethal Fireball on the battlefield.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = ["Fireball", ...Array.from({ length: 8 }, () => "Mountain")];
const COMBO = ["Fireball", "Channel", "Power Artifact", "Basalt Monolith", "Demonic Tutor", "Black Lotus", ...LIB];
type Entry = { card: string };

function position(battlefield: Entry[], hand: Entry[]): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "lotus for the tutor",
    turn: { number: 9, active: "A", step: "precombat_main" },
    players: { A: { battlefield, hand, library: LIB }, B: { library: ["Plains", "Plains"] } },
  } as never)).state;
}

function decide(state: GameState): Action {
  const legal = legalActionList(state, "A");
  const a = heuristicDecide({ view: viewFor(state, "A"), known: knownState(state, "A"), legal, knowledge: { deck: COMBO, opponentDeck: ["Plains"] }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), "an offered action");
  return a;
}
const nameOf = (s: GameState, a: Action) => ("card" in a && typeof a.card === "string" ? s.objects[a.card]?.name : undefined);

test("Demonic Tutor with two Mountains and Black Lotus: the Lotus is broken for black, then the Tutor is cast", () => {
  let s = position([{ card: "Mountain" }, { card: "Mountain" }, { card: "Black Lotus" }], [{ card: "Demonic Tutor" }]);
  assert.ok(!legalActionList(s, "A").some((a) => a.type === "cast" && nameOf(s, a) === "Demonic Tutor"), "not offered before the Lotus's mana is in the pool");
  const first = decide(s);
  assert.equal(nameOf(s, first), "Black Lotus", JSON.stringify(first));
  assert.ok(first.type === "activate" && first.mana?.includes("B"), `for black: ${JSON.stringify(first)}`);
  const r = apply(s, first);
  assert.ok(r.ok);
  s = r.state;
  const second = decide(s);
  assert.ok(second.type === "cast" && nameOf(s, second) === "Demonic Tutor", `then the Tutor: ${JSON.stringify(second)}`);
});

test("black from a land: the Tutor is cast and the Lotus kept", () => {
  const s = position([{ card: "Swamp" }, { card: "Mountain" }, { card: "Black Lotus" }], [{ card: "Demonic Tutor" }]);
  const a = decide(s);
  assert.ok(a.type === "cast" && nameOf(s, a) === "Demonic Tutor", JSON.stringify(a));
});

test("no Tutor in hand: the Lotus is not broken for nothing", () => {
  const s = position([{ card: "Mountain" }, { card: "Black Lotus" }], [{ card: "Giant Growth" }]);
  const a = decide(s);
  assert.notEqual(nameOf(s, a), "Black Lotus", JSON.stringify(a));
});

test("no Fireball in hand: Ancestral Recall (`draws` 3) gets the Lotus's blue too; with a Fireball in hand the Lotus is kept", () => {
  const dig = position([{ card: "Mountain" }, { card: "Black Lotus" }], [{ card: "Ancestral Recall" }]);
  const a = decide(dig);
  assert.ok(a.type === "activate" && nameOf(dig, a) === "Black Lotus" && a.mana?.includes("U"), JSON.stringify(a));
  const kept = position([{ card: "Mountain" }, { card: "Black Lotus" }], [{ card: "Ancestral Recall" }, { card: "Fireball" }]);
  assert.notEqual(nameOf(kept, decide(kept)), "Black Lotus");
});
