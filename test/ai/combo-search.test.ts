/**
 * A search of a library for one card (Demonic Tutor, CR 701.23): every card of the library is an
 * answer the engine offers (engine/core/enumerate.ts), not only the first 16, so the combo
 * computer's pick (combo.ts `tutorPick`) can take the Fireball wherever it lies. Before, a
 * Tutor with the Fireball 17th or deeper fetched a land (seen in the gauntlet, seed 11).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, knownState, legalActionList, viewFor, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIBRARY = [...Array.from({ length: 30 }, (_, i) => (i % 2 ? "Forest" : "Mountain")), "Fireball"];
const DECK = ["Fireball", "Channel", "Demonic Tutor", "Basalt Monolith", "Power Artifact", ...LIBRARY];

function tutorResolving(): GameState {
  const s = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Demonic Tutor, Fireball at the bottom",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: { A: { battlefield: ["Swamp", "Swamp"], hand: [{ card: "Demonic Tutor", id: "dt" }], library: LIBRARY }, B: { library: ["Plains", "Plains"] } },
    actions: [{ by: "A", do: "cast", card: "dt" }, { by: "A", do: "pass" }],
  } as never)).state;
  const r = apply(s, { type: "pass", player: "B" });
  assert.ok(r.ok);
  return r.state;
}

test("a search for one card offers every card of the library, the 31st too", () => {
  const s = tutorResolving();
  assert.equal(s.decision?.kind, "choose");
  const offered = legalActionList(s, "A").flatMap((a) => (a.type === "choose" ? a.cards ?? [] : []));
  assert.equal(new Set(offered).size, s.players.A.library.length, "each card of the library is an answer");
  const fireball = s.players.A.library.find((id) => s.objects[id]!.name === "Fireball")!;
  assert.ok(offered.includes(fireball), "the Fireball, 31st, is offered");
});

test("the combo computer's Demonic Tutor fetches the Fireball at the bottom of its library, not a land", () => {
  const s = tutorResolving();
  const legal = legalActionList(s, "A");
  const a = heuristicDecide({ view: viewFor(s, "A"), known: knownState(s, "A"), legal, knowledge: { deck: DECK, opponentDeck: ["Plains"] }, memory: newMemory(), rand: seededRandom(1) });
  assert.equal(a.type, "choose");
  const picked = a.type === "choose" ? a.cards ?? [] : [];
  assert.deepEqual(picked.map((id) => s.objects[id]!.name), ["Fireball"]);
});
