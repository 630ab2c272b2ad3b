/**
 * Fireball divided among two targets, as the legal actions offer it: "This spell costs {1} more to
 * cast for each target beyond the first" (CR 601.2f: the total cost includes additional costs)
 * and "deals X damage divided evenly, rounded down, among any number of targets". The listed
 * actions offer every pair of targets at the largest X that two targets leave, so a player that
 * picks from the list (the computer) can kill two creatures with one Fireball.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, legalActionList, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";

function position(mountains: number): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "divided fireball",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: Array.from({ length: mountains }, () => ({ card: "Mountain" })), hand: [{ card: "Fireball" }], library: ["Plains", "Plains"] },
      B: { battlefield: [{ card: "Grizzly Bears" }, { card: "Grizzly Bears" }], library: ["Plains", "Plains"] },
    },
  } as never)).state;
}

const idsOf = (s: GameState, name: string) => Object.entries(s.objects).filter(([, o]) => o.name === name && o.zone !== "library").map(([id]) => id).sort();
const fireballs = (s: GameState) => legalActionList(s, "A").filter((a): a is Extract<Action, { type: "cast" }> => a.type === "cast" && s.objects[a.card]?.name === "Fireball");
const bears = (s: GameState) => idsOf(s, "Grizzly Bears").join();

test("six Mountains: one target up to X=5; every pair of targets at X=4 (one more for the second target)", () => {
  const s = position(6);
  const all = fireballs(s);
  assert.equal(Math.max(...all.filter((a) => a.targets?.length === 1).map((a) => a.x!)), 5);
  const pairs = all.filter((a) => a.targets?.length === 2);
  assert.ok(pairs.length >= 6, `pairs among A, B and the two bears: ${pairs.length}`);
  assert.ok(pairs.every((a) => a.x === 4 && a.targets![0] !== a.targets![1]), JSON.stringify(pairs));
  assert.ok(pairs.some((a) => [...a.targets!].sort().join() === bears(s)));
});

test("the offered pair resolves: 2 damage to each Grizzly Bears, both die, all six Mountains paid", () => {
  let s = position(6);
  const pair = fireballs(s).find((a) => [...(a.targets ?? [])].sort().join() === bears(s))!;
  const r = apply(s, pair);
  assert.ok(r.ok, r.ok ? "" : r.rejection.message);
  s = r.state;
  // Both players pass: Fireball resolves.
  for (let i = 0; i < 4 && s.stack.length; i++) {
    const who = s.priority as "A" | "B";
    const p = legalActionList(s, who).find((a) => a.type === "pass")!;
    const next = apply(s, p);
    assert.ok(next.ok);
    s = next.state;
  }
  assert.equal(s.stack.length, 0);
  // CR 704.5g: lethal damage destroys each (a new object in the graveyard, CR 400.7).
  const where = (zone: string) => Object.values(s.objects).filter((o) => o.name === "Grizzly Bears" && o.zone === zone).length;
  assert.equal(where("battlefield"), 0);
  assert.equal(where("graveyard"), 2);
  assert.equal(Object.values(s.objects).filter((o) => o.name === "Mountain" && o.tapped).length, 6);
});

test("two targets at X=5 cost seven mana: refused with six Mountains, nothing changes", () => {
  const s = position(6);
  const [fb] = idsOf(s, "Fireball");
  const r = apply(s, { type: "cast", player: "A", card: fb!, targets: idsOf(s, "Grizzly Bears"), x: 5 });
  assert.equal(r.ok, false);
  assert.equal(s.objects[fb!]?.zone, "hand");
});

test("three Mountains: two targets would leave X=1, no damage each; no pair is offered", () => {
  assert.equal(fireballs(position(3)).filter((a) => (a.targets?.length ?? 0) > 1).length, 0);
});
