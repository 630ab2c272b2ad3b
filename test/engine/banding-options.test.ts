/**
 * Banding (CR 702.22c): the attack options say which creatures can band, the computer players are
 * offered a bounded number of band declarations (all of them legal), and the heuristic bands its
 * creatures with banding with its strongest other attacker.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { actionsFor, apply, knownState, legalActions, viewFor, type GameState } from "../../engine/index";
import { startScenario } from "../../engine/scenario/run";
import type { Scenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

function atDeclareAttackers(battlefield: string[]): { state: GameState; id: (name: string) => string } {
  const sc = {
    format: "moxen-scenario/1", name: "banders", turn: { number: 5, active: "A", step: "beginning_of_combat" },
    players: { A: { battlefield, library: ["Plains", "Plains"] }, B: { life: 20, library: ["Plains", "Plains"] } },
  } as Scenario;
  let s = startScenario(sc).state;
  for (const a of [{ type: "pass", player: "A" }, { type: "pass", player: "B" }] as const) {
    const r = apply(s, a);
    assert.ok(r.ok);
    s = r.state;
  }
  assert.equal(s.decision?.kind, "declare_attackers");
  const id = (name: string) => Object.values(s.objects).find((o) => o.name === name && o.zone === "battlefield")!.id;
  return { state: s, id };
}

test("attack options mark banding and bands-with-other creatures, and offer bands only when one can form", () => {
  const { state, id } = atDeclareAttackers(["Benalish Hero", "Grizzly Bears", "Cathedral of Serra", "Lady Evangela", "Barktooth Warbeard"]);
  const opts = legalActions(state, "A");
  assert.equal(opts.attack?.bands, true);
  const cr = (name: string) => opts.attack!.creatures.find((c) => c.id === id(name))!;
  assert.equal(cr("Benalish Hero").banding, true);
  assert.equal(cr("Grizzly Bears").banding, undefined);
  assert.deepEqual(cr("Lady Evangela").bandsWithOther, ["legendary creatures"]);
  assert.deepEqual(cr("Barktooth Warbeard").qualities, ["legendary creatures"]);

  const none = atDeclareAttackers(["Grizzly Bears", "Hill Giant"]);
  assert.equal(legalActions(none.state, "A").attack?.bands, undefined);
});

test("every banded attack the computer is offered is legal, and their number is bounded", () => {
  const { state } = atDeclareAttackers(["Benalish Hero", "Timber Wolves", "Grizzly Bears", "Hill Giant", "Gray Ogre", "Cathedral of Serra", "Lady Evangela", "Barktooth Warbeard"]);
  const attacks = actionsFor(legalActions(state, "A")).filter((a) => a.type === "attack");
  const banded = attacks.filter((a) => a.type === "attack" && a.bands?.length);
  assert.ok(banded.length > 0 && attacks.length <= 200, `${banded.length} banded of ${attacks.length}`);
  for (const a of banded) assert.ok(apply(state, a).ok, `legal: ${JSON.stringify(a)}`);
});

test("the heuristic bands its creature with banding with its strongest other attacker", () => {
  const { state, id } = atDeclareAttackers(["Benalish Hero", "Grizzly Bears", "Hill Giant"]);
  const legal = actionsFor(legalActions(state, "A"));
  const a = heuristicDecide({ view: viewFor(state, "A"), legal, known: knownState(state, "A"), knowledge: {}, memory: newMemory(), rand: seededRandom(1) });
  assert.equal(a.type, "attack");
  assert.ok(a.type === "attack" && a.bands?.some((b) => b.includes(id("Benalish Hero")) && b.includes(id("Hill Giant"))), JSON.stringify(a));
  assert.ok(apply(state, a).ok);
});

test("dividing an attacker's damage among its own blockers (CR 702.22j), the heuristic keeps them alive", () => {
  const sc = {
    format: "moxen-scenario/1", name: "divide", turn: { number: 5, active: "A", step: "declare_blockers" },
    players: {
      A: { battlefield: [{ card: "Craw Wurm", id: "wurm", attacking: true }], library: ["Plains", "Plains"] },
      B: { battlefield: [{ card: "Benalish Hero", id: "hero", blocking: "wurm" }, { card: "Wall of Stone", id: "wall", blocking: "wurm" }], library: ["Plains", "Plains"] },
    },
  } as Scenario;
  let s = startScenario(sc).state;
  for (const a of [{ type: "pass", player: "A" }, { type: "pass", player: "B" }] as const) {
    const r = apply(s, a);
    assert.ok(r.ok);
    s = r.state;
  }
  assert.equal(s.decision?.kind, "assign_damage");
  assert.equal(s.decision?.player, "B");
  const opts = legalActions(s, "B");
  assert.equal(opts.assign?.banding, true);
  const a = heuristicDecide({ view: viewFor(s, "B"), legal: actionsFor(opts), known: knownState(s, "B"), knowledge: {}, memory: newMemory(), rand: seededRandom(1) });
  const wall = Object.values(s.objects).find((o) => o.name === "Wall of Stone")!.id;
  assert.ok(a.type === "assign" && a.damage[wall] === 6, JSON.stringify(a));
});
