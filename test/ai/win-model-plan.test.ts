/**
 * The win model reads a deck's plan in a position (win-model.ts): the combo in hand (a finisher
 * with Channel, or with both halves of the Power Artifact engine) and what a prison lock holds
 * (Stasis, Moat, as prison.ts reads them). A rollout's end position is a full state, so both
 * players' hands count; from a view alone the opponent's hand is unknown.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { viewFor, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { comboInHand, FEATURES, winFeatures } from "../../app/host/ai/win-model";

type Card = { card: string; tapped?: boolean };
const library = Array.from({ length: 20 }, () => ({ card: "Island" }));
const lands = (card: string, n: number): Card[] => Array.from({ length: n }, () => ({ card }));

function position(a: { battlefield?: Card[]; hand?: Card[] }, b: { battlefield?: Card[]; hand?: Card[] } = {}): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "a position", turn: { number: 6, active: "A", step: "upkeep" },
    players: {
      A: { battlefield: a.battlefield ?? lands("Island", 3), hand: a.hand ?? [], library },
      B: { battlefield: b.battlefield ?? lands("Forest", 3), hand: b.hand ?? [], library },
    },
  })).state;
}

const feature = (f: number[], name: (typeof FEATURES)[number]) => f[FEATURES.indexOf(name)]!;

test("the combo in hand: a finisher with Channel, or with the engine's two halves; half for the finisher alone", () => {
  assert.equal(comboInHand(["Fireball", "Channel", "Forest"], []), 1);
  assert.equal(comboInHand(["Fireball"], ["Basalt Monolith", "Power Artifact"]), 1, "the engine in play");
  assert.equal(comboInHand(["Disintegrate", "Power Artifact"], ["Basalt Monolith"]), 1);
  assert.equal(comboInHand(["Fireball", "Basalt Monolith"], []), 0.5, "half an engine");
  assert.equal(comboInHand(["Channel", "Lightning Bolt"], []), 0, "no finisher");
  assert.equal(comboInHand(["Drain Life", "Channel"], []), 0, "an X spell paid with black mana only is no finisher");
});

test("a rollout's end position counts both hands; a view alone only its own", () => {
  const s = position({ hand: [{ card: "Lightning Bolt" }] }, { hand: [{ card: "Fireball" }, { card: "Channel" }] });
  const full = winFeatures(viewFor(s, "A"), "A", undefined, s);
  assert.equal(feature(full, "combo"), -1, "the opponent holds the combo");
  assert.equal(feature(winFeatures(viewFor(s, "B"), "B", undefined, s), "combo"), 1, "…which is theirs");
  assert.equal(feature(winFeatures(viewFor(s, "A"), "A"), "combo"), 0, "from A's view B's hand is unknown");
});

test("a Stasis holding the opponent's creatures tapped counts for its controller as a lock", () => {
  const held = position(
    { battlefield: [...lands("Island", 3), { card: "Stasis" }] },
    { battlefield: [...lands("Forest", 3), { card: "Craw Wurm", tapped: true }, { card: "Grizzly Bears", tapped: true }] },
  );
  const f = winFeatures(viewFor(held, "A"), "A", undefined, held);
  assert.ok(feature(f, "lock") > 0, `the lock holds: ${feature(f, "lock")}`);
  const none = position({}, { battlefield: [...lands("Forest", 3), { card: "Craw Wurm", tapped: true }] });
  assert.equal(feature(winFeatures(viewFor(none, "A"), "A", undefined, none), "lock"), 0, "no lock, nothing");
});
