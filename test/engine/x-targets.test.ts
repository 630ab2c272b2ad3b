/**
 * A target whose legality depends on X (Spell Blast: "target spell with mana value X"): the
 * options say which X each candidate needs, and every action built from them is legal. Before,
 * the candidates were those legal with X = 0 and X was drawn on its own, so the random player
 * and the fuzzer could offer Spell Blast on a spell of another mana value.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { actionsFor, apply, legalActions, randomAction, type GameState } from "../../engine/index";
import { startScenario } from "../../engine/scenario/run";
import type { Scenario } from "../../engine/scenario/format";
import { seededRandom } from "../../app/host/play/random-game";

/** B has cast Hill Giant (mana value 4), then Lightning Bolt (1) at A; A holds Spell Blast and 5 Islands. */
function withTwoSpells(islands = 5): { state: GameState; giant: string; bolt: string } {
  const sc = {
    format: "moxen-scenario/1", name: "spell blast x", turn: { number: 5, active: "B", step: "precombat_main" },
    players: {
      A: { battlefield: Array.from({ length: islands }, () => "Island"), hand: ["Spell Blast"], library: ["Island"] },
      B: { battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Hill Giant", "Lightning Bolt"], library: ["Mountain"] },
    },
  } as Scenario;
  let s = startScenario(sc).state;
  const id = (name: string) => s.players.B.hand.find((h) => s.objects[h]!.name === name)!;
  for (const name of ["Hill Giant", "Lightning Bolt"]) {
    const r = apply(s, { type: "cast", player: "B", card: id(name), ...(name === "Lightning Bolt" ? { targets: ["A"] } : {}) });
    assert.ok(r.ok, r.ok ? "" : r.rejection.message);
    s = r.state;
  }
  const onStack = (name: string) => s.stack.find((i) => i.name === name)!.id;
  const r = apply(s, { type: "pass", player: "B" });
  assert.ok(r.ok);
  return { state: r.state, giant: onStack("Hill Giant"), bolt: onStack("Lightning Bolt") };
}

test("Spell Blast's target says which X it needs", () => {
  const { state, giant, bolt } = withTwoSpells();
  const blast = legalActions(state, "A").cast.find((c) => c.name === "Spell Blast")!;
  assert.ok(blast, "Spell Blast can be cast");
  const slot = blast.targets[0]!;
  assert.deepEqual(new Set(slot.candidates), new Set([giant, bolt]));
  assert.deepEqual(slot.xFor, { [giant]: [4], [bolt]: [1] });
  const casts = actionsFor(legalActions(state, "A")).filter((a) => a.type === "cast");
  assert.ok(casts.length > 0);
  for (const a of casts) {
    assert.equal(a.type === "cast" && a.x, a.type === "cast" && a.targets?.[0] === giant ? 4 : 1, `X matches the target in ${JSON.stringify(a)}`);
    assert.ok(apply(state, a).ok, `offered ${JSON.stringify(a)} is legal`);
  }
});

test("with too little mana for X, the expensive spell is not a candidate", () => {
  // Two Islands: Spell Blast with X = 1 at most.
  const { state: s, bolt } = withTwoSpells(2);
  const blast = legalActions(s, "A").cast.find((c) => c.name === "Spell Blast")!;
  assert.deepEqual(blast.targets[0]!.candidates, [bolt]);
});

test("random actions built from the options are always legal", () => {
  const { state } = withTwoSpells();
  const rand = seededRandom(7);
  const opts = legalActions(state, "A");
  for (let i = 0; i < 200; i++) {
    const a = randomAction(opts, rand)!;
    const r = apply(state, a);
    assert.ok(r.ok, `${JSON.stringify(a)}: ${r.ok ? "" : r.rejection.message}`);
  }
});
