/** Manual payment (the UI's way to cast): pay by hand, or cancel and rewind everything (CR 601.2, 733). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, hash, legalActionList, type GameState } from "../../engine/index";
import { validateScenario } from "../../engine/scenario/format";
import { resolveRef } from "../../engine/scenario/refs";
import { setupScenario } from "../../engine/scenario/setup";

function position(): { state: GameState; ref: (r: string) => string } {
  const sc = validateScenario({
    format: "moxen-scenario/1", name: "payment", turn: { number: 3, active: "A", step: "precombat_main" },
    players: { A: { battlefield: ["Mountain", "Mountain", "Forest", { card: "Llanowar Elves", id: "elf" }], hand: [{ card: "Hill Giant", id: "giant" }] }, B: {} },
  });
  const sg = setupScenario(sc, (g, r, f) => resolveRef(g, r, f));
  return { state: sg.state, ref: (r) => resolveRef(sg, r, "test", "hand") };
}

function ok(s: GameState, a: Parameters<typeof apply>[1]): GameState {
  const r = apply(s, a);
  assert.ok(r.ok, r.ok ? "" : r.rejection.message);
  return r.state;
}

test("a spell cast with manual payment waits; tapping mana and confirming casts it", () => {
  const { state, ref } = position();
  let s = ok(state, { type: "cast", player: "A", card: ref("giant"), manualPayment: true });
  assert.equal(s.decision?.kind, "payment");
  assert.equal(s.stack.length, 1);
  const early = apply(s, { type: "choose", player: "A", value: true });
  assert.equal(early.ok, false, "can't confirm before the pool holds {3}{R}");
  for (const land of s.battlefield.filter((id) => s.objects[id]!.name !== "Llanowar Elves")) {
    s = ok(s, { type: "activate", player: "A", card: land, ...(s.objects[land]!.name === "Forest" ? {} : {}) });
  }
  s = ok(s, { type: "activate", player: "A", card: s.battlefield.find((id) => s.objects[id]!.name === "Llanowar Elves")! });
  s = ok(s, { type: "choose", player: "A", value: true });
  assert.equal(s.decision, null);
  assert.equal(s.priority, "A");
  assert.deepEqual(s.players.A.manaPool, []);
  assert.equal(s.objects[s.stack[0]!.id]!.name, "Hill Giant");
});

test("cancelling a half-paid spell rewinds to before the cast, mana abilities included", () => {
  const { state, ref } = position();
  const before = hash(state);
  let s = ok(state, { type: "cast", player: "A", card: ref("giant"), manualPayment: true });
  const mountain = s.battlefield.find((id) => s.objects[id]!.name === "Mountain")!;
  s = ok(s, { type: "activate", player: "A", card: mountain });
  assert.deepEqual(s.players.A.manaPool, ["R"]);
  assert.ok(legalActionList(s, "A").some((a) => a.type === "cancel"));
  s = ok(s, { type: "cancel", player: "A" });
  assert.equal(hash(s), before, "the game is exactly as before the cast");
  assert.equal(s.objects[mountain]!.tapped, false);
});
