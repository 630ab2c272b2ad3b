/**
 * The heuristic's combat model knows the evasion of batch 2: fear, "can't be blocked", "can't
 * be blocked except by Walls" and "can't block", so it neither counts on blocks the rules
 * forbid nor fears blockers that cannot block (power limits included).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { viewFor } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { canBlock, fighter, landTypes } from "../../app/host/ai/combat";

function board(attacker: { card: string; aura?: string }, blockers: string[]) {
  const A = [{ card: attacker.card, id: "att" }, ...(attacker.aura ? [{ card: attacker.aura, id: "aura", attachedTo: "att" }] : [])];
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "combat model",
    turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: A, library: [{ card: "Island" }] },
      B: { battlefield: blockers.map((card, i) => ({ card, id: `b${i}` })), library: [{ card: "Island" }] },
    },
  }));
  const view = viewFor(g.state, "B");
  const objectOf = (ref: string) => Object.values(g.state.objects).find((o) => o.card === g.ids[ref])!.id;
  const f = (ref: string) => fighter(view.battlefield.find((c) => c.id === objectOf(ref))!, view);
  return { att: f("att"), blockers: blockers.map((_, i) => f(`b${i}`)), lands: landTypes(view, "B") };
}

test("fear: only artifact or black creatures can block", () => {
  const { att, blockers, lands } = board({ card: "Grizzly Bears", aura: "Fear" }, ["Grizzly Bears", "Drudge Skeletons", "Ornithopter"]);
  assert.deepEqual(blockers.map((b) => canBlock(b, att, lands)), [false, true, true]);
});

test("'can't be blocked except by Walls' and 'can't block creatures with power 2 or greater' are known", () => {
  const walls = board({ card: "Grizzly Bears", aura: "Invisibility" }, ["Grizzly Bears", "Wall of Wood"]);
  assert.deepEqual(walls.blockers.map((b) => canBlock(b, walls.att, walls.lands)), [false, true], "Invisibility: only Walls block");
  const orcs = board({ card: "Grizzly Bears" }, ["Ironclaw Orcs", "Hill Giant"]);
  assert.deepEqual(orcs.blockers.map((b) => canBlock(b, orcs.att, orcs.lands)), [false, true], "Ironclaw Orcs can't block a 2-power creature");
});
