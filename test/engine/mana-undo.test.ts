/**
 * Undoing a mana ability activated by mistake (engine/core/mana-undo.ts, issue 39): the `undoMana`
 * action takes back a mana ability with no other effect while its mana is unused and nothing else
 * has happened since; everywhere else (and by the other player, or forged) it is refused and
 * changes nothing.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, hash, legalActions, legalActionList, type Action, type GameState } from "../../engine/index";
import { canonicalJson } from "../../engine/core/sha256";
import { validateScenario } from "../../engine/scenario/format";
import { resolveRef } from "../../engine/scenario/refs";
import { setupScenario } from "../../engine/scenario/setup";

type Side = Record<string, unknown>;
function position(a: Side, b: Side = {}): { state: GameState; id: (r: string) => string } {
  const sc = validateScenario({ format: "moxen-scenario/1", name: "mana undo", turn: { number: 3, active: "A", step: "precombat_main" }, players: { A: a, B: b } });
  const sg = setupScenario(sc, (g, r, f) => resolveRef(g, r, f));
  return { state: sg.state, id: (r) => resolveRef(sg, r, "test", "battlefield") };
}

function ok(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  assert.ok(r.ok, r.ok ? "" : r.rejection.message);
  return r.state;
}

/** Refused, with a clear message, and the state is unchanged. */
function refused(s: GameState, a: Action, why: RegExp): void {
  const before = canonicalJson(s);
  const r = apply(s, a);
  assert.equal(r.ok, false, "the undo is refused");
  if (!r.ok) assert.match(r.rejection.message, why);
  assert.equal(canonicalJson(s), before, "the state it was given is unchanged");
}

const UNDO_A: Action = { type: "undoMana", player: "A" };
const NOTHING = /There is no mana to undo/;

test("a land tapped by mistake: undo empties the pool, untaps the land, and the game is as before", () => {
  const { state, id } = position({ battlefield: [{ card: "Mountain", id: "m" }], hand: ["Lightning Bolt"] });
  assert.equal(legalActions(state, "A").undoMana, undefined, "nothing to undo yet");
  const tapped = ok(state, { type: "activate", player: "A", card: id("m") });
  assert.deepEqual(tapped.players.A.manaPool, ["R"]);
  assert.deepEqual(legalActions(tapped, "A").undoMana, { source: id("m"), name: "Mountain", tapped: [id("m")] });
  assert.equal(legalActions(tapped, "B").undoMana, undefined, "only for the player who tapped it");
  const r = apply(tapped, UNDO_A);
  assert.ok(r.ok);
  assert.equal(r.state.objects[id("m")]!.tapped, false);
  assert.deepEqual(r.state.players.A.manaPool, []);
  assert.deepEqual(r.events.map((e) => e.type), ["undo_mana"], "no untap event: nothing triggers on a rewind");
  assert.equal(hash(r.state), hash(state), "the same game as before the activation");
  refused(r.state, UNDO_A, NOTHING);
  // The computer players are not offered it (it is for a player's mistakes).
  assert.ok(!legalActionList(tapped, "A").some((a) => a.type === "undoMana"));
});

test("several lands: undone last first, each while its mana is unused", () => {
  const { state, id } = position({ battlefield: [{ card: "Mountain", id: "m" }, { card: "Forest", id: "f" }] });
  let s = ok(state, { type: "activate", player: "A", card: id("m") });
  s = ok(s, { type: "activate", player: "A", card: id("f") });
  assert.equal(legalActions(s, "A").undoMana?.name, "Forest");
  s = ok(s, UNDO_A);
  assert.deepEqual(s.players.A.manaPool, ["R"]);
  assert.equal(s.objects[id("f")]!.tapped, false);
  assert.equal(legalActions(s, "A").undoMana?.name, "Mountain");
  s = ok(s, UNDO_A);
  assert.equal(hash(s), hash(state));
});

test("refused once the mana is spent, after a pass, by the other player, or with a field an undo has not", () => {
  const { state, id } = position({ battlefield: [{ card: "Mountain", id: "m" }, { card: "Mountain", id: "m2" }], hand: [{ card: "Lightning Bolt", id: "bolt" }] });
  const tapped = ok(state, { type: "activate", player: "A", card: id("m") });
  refused(tapped, { type: "undoMana", player: "B" }, NOTHING);
  const r = apply(tapped, { type: "undoMana", player: "A", card: id("m") } as never);
  assert.equal(r.ok, false);
  if (!r.ok) assert.match(r.rejection.message, /"undoMana" action has no field "card"/);
  // Spent: Lightning Bolt paid from the pool.
  const bolt = tapped.players.A.hand[0]!;
  const cast = ok(tapped, { type: "cast", player: "A", card: bolt, targets: ["B"], pay: ["pool"] });
  assert.deepEqual(cast.players.A.manaPool, []);
  refused(cast, UNDO_A, NOTHING);
  // Something else happened: A passes, B gets priority (the pool still holds the mana).
  const passed = ok(tapped, { type: "pass", player: "A" });
  refused(passed, UNDO_A, NOTHING);
  // Another action in between (tapping the second Mountain is itself undoable, but then the first is next).
  const two = ok(tapped, { type: "activate", player: "A", card: id("m2") });
  assert.equal(legalActions(two, "A").undoMana?.source, id("m2"));
});

test("not undone: Black Lotus (a sacrifice), a land under Manabarbs (a trigger)", () => {
  const lotus = position({ battlefield: [{ card: "Black Lotus", id: "bl" }] });
  const s1 = ok(lotus.state, { type: "activate", player: "A", card: lotus.id("bl"), mana: "RRR" });
  assert.deepEqual(s1.players.A.manaPool, ["R", "R", "R"]);
  assert.equal(legalActions(s1, "A").undoMana, undefined);
  refused(s1, UNDO_A, NOTHING);
  const barbs = position({ battlefield: [{ card: "Mountain", id: "m" }] }, { battlefield: ["Manabarbs"] });
  const s2 = ok(barbs.state, { type: "activate", player: "A", card: barbs.id("m") });
  assert.equal(s2.stack.length, 1, "Manabarbs's trigger is on the stack");
  refused(s2, UNDO_A, NOTHING);
});

test("while paying for a spell by hand: a land tapped by mistake is undone, the payment still waits", () => {
  const { state, id } = position({ battlefield: [{ card: "Mountain", id: "m" }, { card: "Forest", id: "f" }, { card: "Llanowar Elves", id: "elf" }], hand: [{ card: "Lightning Bolt", id: "bolt" }] });
  const bolt = state.players.A.hand[0]!;
  let s = ok(state, { type: "cast", player: "A", card: bolt, targets: ["B"], manualPayment: true });
  assert.equal(s.decision?.kind, "payment");
  s = ok(s, { type: "activate", player: "A", card: id("f") });
  assert.equal(legalActions(s, "A").undoMana?.name, "Forest");
  s = ok(s, UNDO_A);
  assert.equal(s.decision?.kind, "payment", "still paying");
  assert.equal(s.objects[id("f")]!.tapped, false);
  assert.deepEqual(s.players.A.manaPool, []);
  s = ok(s, { type: "activate", player: "A", card: id("m") });
  s = ok(s, { type: "choose", player: "A", value: true });
  assert.equal(s.decision, null);
  assert.equal(s.stack.length, 1);
});
