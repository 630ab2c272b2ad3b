/**
 * "Choose a card name" (CR 201.4) for the computer: it names what its library holds most of, by
 * what it knows (its deck less the cards seen elsewhere), never by peeking at the order. With
 * Petra Sphinx over a library of three Shivan Dragons under a Plains, it names Shivan Dragon.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { strongDecide } from "../../app/host/ai/strong";
import { seededRandom } from "../../app/host/play/random-game";
import { newMemory } from "../../app/host/ai/types";

const LIBRARY = ["Plains", "Shivan Dragon", "Shivan Dragon", "Shivan Dragon", "Forest"];

function naming() {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Petra Sphinx asks A for a name",
    turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: [{ card: "Petra Sphinx", id: "s" }], library: LIBRARY.map((card) => ({ card })) },
      B: { library: [{ card: "Island" }] },
    },
    actions: [
      { by: "A", do: "activate", card: "s", targets: ["A"] },
      { by: "A", do: "pass" },
      { by: "B", do: "pass" },
    ],
  }));
  const view = viewFor(g.state, "A");
  assert.equal(view.decision?.choice?.type, "name", "the Sphinx's ability asks for a name");
  const legal = legalActionList(g.state, "A");
  const knowledge = { deck: ["Petra Sphinx", ...LIBRARY], opponentDeck: ["Island"] };
  return { view, legal, known: knownState(g.state, "A"), knowledge };
}

test("every card name is a legal answer, and only card names", () => {
  const { legal } = naming();
  const names = legal.map((a) => (a.type === "choose" ? a.value : null));
  assert.ok(names.includes("Shivan Dragon") && names.includes("Black Lotus"), "any card of the reference");
  assert.ok(legal.length > 900, `${legal.length} names offered`);
  assert.ok(names.every((n) => typeof n === "string"));
});

test("the heuristic names the card its library holds most of, not the top card it cannot see", () => {
  for (const seed of [1, 2, 3]) {
    const { view, legal, known, knowledge } = naming();
    const a = heuristicDecide({ view, legal, known, knowledge, memory: newMemory(), rand: seededRandom(seed) });
    assert.deepEqual(a, { type: "choose", player: "A", value: "Shivan Dragon" });
  }
});

test("the strong AI leaves the name to the heuristic and names the same card", () => {
  const { view, legal, known, knowledge } = naming();
  const a = strongDecide({ view, legal, known, knowledge, memory: newMemory(), rand: seededRandom(4), budgetMs: 200 });
  assert.deepEqual(a, { type: "choose", player: "A", value: "Shivan Dragon" });
});
