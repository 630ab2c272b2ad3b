/**
 * Phasing (CR 702.26; Oubliette): a phased-out permanent is shown at the table, marked, and is
 * absent from every option the engine offers (targets, attackers, blockers, abilities); the state
 * stays consistent (invariants) and serialises like any other.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { deserialize, legalActions, serialize, viewFor, type GameState } from "../../engine/index";
import { setupScenario } from "../../engine/scenario/setup";
import { resolveRef } from "../../engine/scenario/refs";
import { applyAction } from "../../engine/core/actions";
import { checkInvariants } from "../../engine/core/invariants";
import { Game } from "../../engine/core/game";

test("a creature phased out by Oubliette is shown phased out and offered to nobody, then phases in tapped", () => {
  const sg = setupScenario({
    format: "moxen-scenario/1", name: "oubliette", turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { hand: ["Oubliette", "Lightning Bolt"], battlefield: ["Swamp", "Swamp", "Swamp", "Mountain"], library: ["Swamp", "Swamp"] },
      B: { hand: ["Disenchant"], battlefield: ["Plains", "Plains", "Llanowar Elves"], library: ["Plains", "Plains"] },
    },
  } as never, (g, ref, field) => resolveRef(g, ref, field));
  let s: GameState = sg.state;
  const elves = s.battlefield.find((id) => s.objects[id]!.name === "Llanowar Elves")!;
  const run = (a: object) => {
    const r = applyAction(s, a as never);
    assert.ok(r.ok, JSON.stringify(r));
    s = r.state;
    assert.deepEqual(checkInvariants(s), []);
  };
  const oub = s.players.A.hand.find((id) => s.objects[id]!.name === "Oubliette")!;
  run({ type: "cast", player: "A", card: oub });
  for (let i = 0; i < 4; i++) run({ type: "pass", player: i % 2 ? "B" : "A" });
  assert.deepEqual(s.objects[elves]!.phasedOut, { until: s.battlefield.find((id) => s.objects[id]!.name === "Oubliette"), tapIn: true });
  assert.ok(!s.battlefield.includes(elves) && s.phasedOut?.includes(elves));
  for (const p of ["A", "B"] as const) {
    const shown = viewFor(s, p).battlefield.find((c) => c.id === elves);
    assert.equal(shown?.phasedOut, true, `${p} sees the Elves, phased out`);
    assert.deepEqual(shown?.abilities, []);
  }
  // Not a target of Lightning Bolt (only the players are), and no ability of it is offered to B.
  const bolt = legalActions(s, "A").cast.find((o) => s.objects[o.card]?.name === "Lightning Bolt");
  assert.ok(bolt, "Lightning Bolt can be cast");
  assert.ok(!JSON.stringify(bolt).includes(elves), "the phased-out creature is no candidate");
  assert.equal(deserialize(serialize(s)).phasedOut?.[0], elves);
  run({ type: "pass", player: "A" });
  assert.ok(!JSON.stringify(legalActions(s, "B")).includes(elves), "B is offered nothing of the phased-out Elves");
  // Disenchant on Oubliette: the Elves phase in at once, tapped, the same object (CR 702.26d).
  const dis = s.players.B.hand[0]!;
  run({ type: "cast", player: "B", card: dis, targets: [s.battlefield.find((id) => s.objects[id]!.name === "Oubliette")] });
  run({ type: "pass", player: "B" });
  run({ type: "pass", player: "A" });
  assert.equal(s.objects[elves]!.phasedOut, undefined);
  assert.equal(s.objects[elves]!.tapped, true);
  assert.equal(s.phasedOut, undefined);
  assert.ok(s.battlefield.includes(elves));
});

test("a creature that phases out is removed from combat; the attacker it blocked stays blocked (CR 702.26b, 506.4, 509.1h)", () => {
  const sg = setupScenario({
    format: "moxen-scenario/1", name: "phasing in combat", turn: { number: 3, active: "A", step: "declare_blockers" },
    players: {
      A: { battlefield: [{ card: "Hill Giant", id: "giant", attacking: true }, { card: "Grizzly Bears", id: "bears", attacking: true }], library: ["Swamp"] },
      B: { battlefield: [{ card: "Wall of Wood", id: "wall", blocking: "giant" }], library: ["Plains"] },
    },
  } as never, (g, ref, field) => resolveRef(g, ref, field));
  const s = sg.state;
  const id = (n: string) => s.battlefield.find((x) => s.objects[x]!.name === n)!;
  const [giant, bears, wall] = [id("Hill Giant"), id("Grizzly Bears"), id("Wall of Wood")];
  const g = new Game(s);
  g.phaseOut(wall);
  g.phaseOut(bears);
  assert.equal(s.objects[wall]!.blocking, undefined);
  assert.equal(s.objects[bears]!.attacking, undefined);
  assert.equal(s.objects[giant]!.blocked, true, "the Giant stays blocked");
  assert.deepEqual(s.objects[giant]!.blockedBy, []);
  assert.deepEqual(checkInvariants(s), []);
  g.phaseIn(bears);
  assert.equal(s.objects[bears]!.attacking, undefined, "it doesn't return to combat");
  assert.equal(s.objects[bears]!.tapped, false, "phased in without tapIn: untapped");
});
