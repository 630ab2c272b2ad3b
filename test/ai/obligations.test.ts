/**
 * The heuristic pays an "unless they pay {1} before that draw step" obligation (Nafs Asp) when
 * it has the mana, instead of passing into the life loss.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

test("at its upkeep, the heuristic pays Nafs Asp's {1} rather than lose the life", () => {
  const forests = Array.from({ length: 6 }, () => "Forest");
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Nafs Asp obligation",
    turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: [{ card: "Nafs Asp", id: "asp" }], library: forests },
      B: { battlefield: [{ card: "Forest", id: "f" }], library: forests },
    },
    actions: [
      { by: "A", do: "advance", to: "declare_attackers" }, { by: "A", do: "attack", attackers: ["asp"] },
      { by: "A", do: "advance", to: "end_of_combat" }, { by: "A", do: "advance", to: "upkeep", turn: 4 },
    ],
  }));
  const legal = legalActionList(g.state, "B");
  assert.ok(legal.some((a) => a.type === "activate"), "the payment is offered");
  const deck = forests;
  const a = heuristicDecide({ view: viewFor(g.state, "B"), known: knownState(g.state, "B"), legal, knowledge: { deck, opponentDeck: deck }, memory: newMemory(), rand: seededRandom(1) });
  assert.equal(a.type, "activate");
});
