/**
 * Declaring attackers: every creature that can attack is offered, however many there are (the
 * old list of attack subsets was capped at 64 and never reached the seventh creature), and the
 * computer attacks with it.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { actionsFor, apply, knownState, legalActions, viewFor, type GameState } from "../../engine/index";
import { startScenario } from "../../engine/scenario/run";
import type { Scenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

function atDeclareAttackers(): { state: GameState; lions: string } {
  const bears = Array.from({ length: 6 }, (_, i) => ({ card: "Grizzly Bears", id: `bear${i}` }));
  const sc = {
    format: "moxen-scenario/1", name: "seven attackers", turn: { number: 5, active: "A", step: "beginning_of_combat" },
    players: { A: { battlefield: [...bears, { card: "Savannah Lions", id: "lions" }], library: ["Plains", "Plains"] }, B: { life: 20, library: ["Plains", "Plains"] } },
  } as Scenario;
  const sg = startScenario(sc);
  let s = sg.state;
  for (const a of [{ type: "pass", player: "A" }, { type: "pass", player: "B" }] as const) {
    const r = apply(s, a);
    assert.ok(r.ok);
    s = r.state;
  }
  assert.equal(s.decision?.kind, "declare_attackers");
  const lions = Object.values(s.objects).find((o) => o.name === "Savannah Lions" && o.zone === "battlefield")!.id;
  return { state: s, lions };
}

test("the seventh attacker is offered: each of seven creatures can attack", () => {
  const { state, lions } = atDeclareAttackers();
  const opts = legalActions(state, "A");
  assert.equal(opts.attack?.creatures.length, 7);
  assert.ok(opts.attack!.creatures.some((c) => c.id === lions && !c.required), "Savannah Lions may attack");
  const attacks = actionsFor(opts).filter((a) => a.type === "attack");
  assert.ok(attacks.some((a) => a.type === "attack" && a.attackers.length === 1 && a.attackers[0] === lions), "an attack with the Lions alone is among the actions");
  assert.ok(attacks.some((a) => a.type === "attack" && a.attackers.length === 7), "and the attack with all seven");
  const all = attacks.find((a) => a.type === "attack" && a.attackers.length === 7)!;
  assert.ok(apply(state, all).ok, "the engine accepts it");
});

test("the computer attacks with the seventh creature into an empty board", () => {
  const { state, lions } = atDeclareAttackers();
  const legal = actionsFor(legalActions(state, "A"));
  const a = heuristicDecide({ view: viewFor(state, "A"), legal, known: knownState(state, "A"), knowledge: {}, memory: newMemory(), rand: seededRandom(1) });
  assert.equal(a.type, "attack");
  assert.ok(a.type === "attack" && a.attackers.includes(lions), `the heuristic attacks with Savannah Lions: ${JSON.stringify(a)}`);
});
