/**
 * The heuristic uses batch 4's banding (CR 702.22): it attacks with its banders banded with an
 * attacker, and, dividing a blocker's or an attacker's damage among its own creatures, it keeps
 * them alive where it can.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = Array.from({ length: 6 }, () => "Plains");

function decide(state: GameState, p: "A" | "B"): Action {
  const legal = legalActionList(state, p);
  const a = heuristicDecide({ view: viewFor(state, p), known: knownState(state, p), legal, knowledge: { deck: LIB, opponentDeck: LIB }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), `the heuristic picks an offered action: ${JSON.stringify(a)}`);
  return a;
}

test("attacking into an empty board, the heuristic bands Benalish Hero with its Craw Wurm", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "band the Hero",
    turn: { number: 3, active: "A", step: "beginning_of_combat" },
    players: {
      A: { battlefield: [{ card: "Benalish Hero", id: "hero" }, { card: "Craw Wurm", id: "wurm" }], library: LIB },
      B: { library: LIB },
    },
    actions: [{ by: "A", do: "advance", to: "declare_attackers" }],
  }));
  const a = decide(g.state, "A");
  assert.equal(a.type, "attack");
  if (a.type !== "attack") return;
  const hero = g.ids.hero!, wurm = g.ids.wurm!;
  const ids = (r: number) => Object.values(g.state.objects).find((o) => o.card === r)!.id;
  assert.deepEqual([...a.attackers].sort(), [ids(hero), ids(wurm)].sort());
  assert.deepEqual(a.bands?.map((b) => [...b].sort()), [[ids(hero), ids(wurm)].sort()], "the two attack as one band");
});

test("dividing a Hill Giant's damage among its own blockers (its Hero has banding), the heuristic puts it all on the Wall", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "divide on defense",
    turn: { number: 3, active: "B", step: "declare_blockers" },
    players: {
      A: { battlefield: [{ card: "Benalish Hero", id: "hero", blocking: "hg" }, { card: "Grizzly Bears", id: "gb", blocking: "hg" }, { card: "Wall of Stone", id: "ws", blocking: "hg" }], library: LIB },
      B: { battlefield: [{ card: "Hill Giant", id: "hg", attacking: true, tapped: true }], library: LIB },
    },
    actions: [{ by: "B", do: "advance", to: "combat_damage" }],
  }));
  assert.equal(g.state.decision?.kind, "assign_damage");
  assert.equal(g.state.decision?.player, "A", "the banding side divides (CR 702.22j)");
  const a = decide(g.state, "A");
  assert.equal(a.type, "assign");
  if (a.type !== "assign") return;
  const wall = Object.values(g.state.objects).find((o) => o.name === "Wall of Stone")!.id;
  assert.equal(a.damage[wall], 3, `all 3 on the 0/8 Wall: ${JSON.stringify(a.damage)}`);
});
