/**
 * What the strong AI infers about the opponent's hidden hand from its play: no land when it
 * skipped its land drop, no creature it could have paid for when it ended its turn with mana
 * open. Samples of the hidden state respect that, and the inference holds for real games.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, createGame, legalActions, viewFor, whoMustAct, type PlayerView } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { constrainHand, determinize } from "../../app/host/ai/determinize";
import { constrainedCount, handConstraint, observeOpponent, wouldHaveBeenPlayed } from "../../app/host/ai/inference";
import { strongDecide } from "../../app/host/ai/strong";
import { createBrain } from "../../app/host/ai/brain";
import { benchmarkDecks } from "../../app/host/play/decks";
import { newMemory, type HandObservation } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const opponentDeck = [
  ...Array(8).fill("Forest"), ...Array(8).fill("Mountain"), ...Array(4).fill("Grizzly Bears"), ...Array(4).fill("Llanowar Elves"),
  ...Array(4).fill("Hill Giant"), ...Array(4).fill("Lightning Bolt"), ...Array(4).fill("Giant Growth"), ...Array(4).fill("Craw Wurm"),
];

/** A's view at the end of B's turn: B has Forest, Forest and Mountain untapped, 4 cards in hand and 33 in its library (its 40-card deck). */
function endOfTheirTurn(landsPlayed: number, extra: { step?: string } = {}): PlayerView {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "the end of the opponent's turn",
    turn: { number: 6, active: "B", step: extra.step ?? "end" },
    players: {
      A: { life: 20, battlefield: ["Plains"], hand: ["Savannah Lions"], library: Array(10).fill("Plains") },
      B: { life: 20, landsPlayed, battlefield: ["Forest", "Forest", "Mountain"], hand: ["Lightning Bolt", "Giant Growth", "Craw Wurm", "Hill Giant"], library: Array(33).fill("Forest") },
    },
  }));
  return viewFor(g.state, "A");
}

test("a skipped land drop and mana left open at the end of the turn rule out lands and the creatures that mana paid for", () => {
  const obs = observeOpponent(undefined, endOfTheirTurn(0));
  assert.ok(obs);
  assert.equal(obs.noLands, true);
  assert.equal(obs.unusedMana?.total, 3);
  assert.equal(wouldHaveBeenPlayed("Forest", obs), true);
  assert.equal(wouldHaveBeenPlayed("Grizzly Bears", obs), true, "{1}{G} was open");
  assert.equal(wouldHaveBeenPlayed("Llanowar Elves", obs), true);
  assert.equal(wouldHaveBeenPlayed("Hill Giant", obs), false, "{3}{R} needs four mana");
  assert.equal(wouldHaveBeenPlayed("Craw Wurm", obs), false);
  assert.equal(wouldHaveBeenPlayed("Lightning Bolt", obs), false, "instants wait for a use");
  assert.equal(wouldHaveBeenPlayed("Giant Growth", obs), false);
});

test("a land played this turn says nothing about lands; before the first main phase nothing is inferred", () => {
  const obs = observeOpponent(undefined, endOfTheirTurn(1))!;
  assert.equal(obs.noLands, false);
  assert.equal(wouldHaveBeenPlayed("Forest", obs), false);
  assert.equal(wouldHaveBeenPlayed("Grizzly Bears", obs), true);
  assert.equal(observeOpponent(undefined, endOfTheirTurn(0, { step: "upkeep" })), undefined);
  // In combat the land drop is known, the mana is not (a creature may still come after combat).
  const combat = observeOpponent(undefined, endOfTheirTurn(0, { step: "beginning_of_combat" }))!;
  assert.equal(combat.noLands, true);
  assert.equal(combat.unusedMana, undefined);
  assert.equal(wouldHaveBeenPlayed("Grizzly Bears", combat), false);
});

test("cards drawn since the observation are not constrained; cards played from the hand reduce the count", () => {
  const view = endOfTheirTurn(0);
  const obs = observeOpponent(undefined, view)!;
  assert.equal(constrainedCount(obs, view), 4);
  const later = (handCount: number, libraryCount: number): PlayerView => ({
    ...view, players: { ...view.players, B: { ...view.players.B, handCount, libraryCount } },
  });
  assert.equal(constrainedCount(obs, later(5, 32)), 4, "one card drawn: four old ones");
  assert.equal(constrainedCount(obs, later(3, 33)), 3, "one card played");
  assert.equal(constrainedCount(obs, later(2, 31)), 0, "two drawn, two played: any of them may be new");
  assert.equal(handConstraint(obs, later(2, 31)), undefined);
});

test("samples of the hidden hand respect the inference; the ruled-out cards stay in the library", () => {
  const view = endOfTheirTurn(0);
  const obs = observeOpponent(undefined, view)!;
  const constraint = handConstraint(obs, view)!;
  const seenInHand = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const { state } = determinize(view, { deck: Array(11).fill("Plains").concat("Savannah Lions"), opponentDeck }, seededRandom(i), constraint);
    const hand = state.players.B.hand.map((id) => state.objects[id]!.name);
    assert.equal(hand.length, 4);
    for (const n of hand) {
      assert.ok(!["Forest", "Mountain", "Grizzly Bears", "Llanowar Elves"].includes(n), `sample ${i} gave B a ${n}`);
      seenInHand.add(n);
    }
    const library = state.players.B.library.map((id) => state.objects[id]!.name);
    assert.equal(library.filter((n) => n === "Grizzly Bears").length, 4);
  }
  assert.deepEqual([...seenInHand].sort(), ["Craw Wurm", "Giant Growth", "Hill Giant", "Lightning Bolt"]);
  // Without the inference, lands and bears turn up in the sampled hand.
  const unconstrained = Array.from({ length: 50 }, (_, i) => determinize(view, { opponentDeck }, seededRandom(i)).state)
    .flatMap((st) => st.players.B.hand.map((id) => st.objects[id]!.name));
  assert.ok(unconstrained.includes("Forest") && unconstrained.includes("Grizzly Bears"));
});

test("constrainHand moves allowed cards to the front and leaves the pool alone when too few are allowed", () => {
  const isLand = (n: string) => n === "Forest";
  assert.deepEqual(constrainHand(["Forest", "Bolt", "Forest", "Bears", "Wurm"], 2, isLand), ["Bolt", "Bears", "Forest", "Forest", "Wurm"]);
  const pool = ["Forest", "Forest", "Bolt"];
  assert.deepEqual(constrainHand(pool, 2, isLand), pool);
});

test("the strong AI records what it sees of the opponent's hand at its decisions", () => {
  const view = endOfTheirTurn(0);
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "the end of the opponent's turn, A to act",
    turn: { number: 6, active: "B", step: "end" },
    players: {
      A: { life: 20, battlefield: ["Plains"], hand: ["Savannah Lions"], library: Array(10).fill("Plains") },
      B: { life: 20, landsPlayed: 0, battlefield: ["Forest", "Forest", "Mountain"], hand: ["Lightning Bolt", "Giant Growth", "Craw Wurm", "Hill Giant"], library: Array(33).fill("Forest") },
    },
    actions: [{ by: "B", do: "pass" }],
  }));
  assert.equal(whoMustAct(g.state), "A");
  const memory = newMemory();
  const legal = legalActions(g.state, "A");
  strongDecide({ view: viewFor(g.state, "A"), legal, knowledge: { opponentDeck }, memory, rand: seededRandom(1), budgetMs: 0 });
  assert.deepEqual(memory.opponentHand, observeOpponent(undefined, view));
});

test("in games between heuristic players, the inference is never contradicted by the true hand", () => {
  const decks = [...benchmarkDecks().values()].map((d) => d.cards);
  for (let g = 0; g < 3; g++) {
    const [dA, dB] = [decks[g]!, decks[(g + 1) % decks.length]!];
    const players = { A: createBrain("heuristic", { seed: g, deck: dA, opponentDeck: dB }), B: createBrain("heuristic", { seed: g + 7, deck: dB, opponentDeck: dA }) };
    let s = createGame({ seed: 900 + g, decks: { A: dA, B: dB } });
    let obs: HandObservation | undefined;
    let checked = 0;
    while (!s.outcome && s.turn.number <= 40) {
      const who = whoMustAct(s)!;
      const legal = legalActions(s, who);
      const view = viewFor(s, who);
      if (who === "A") {
        obs = observeOpponent(obs, view);
        const c = handConstraint(obs, view);
        if (c) {
          checked++;
          const hand = s.players.B.hand.map((id) => s.objects[id]!.name);
          const ruledOut = hand.filter(c.excluded);
          assert.ok(ruledOut.length <= hand.length - c.count, `turn ${s.turn.number} ${s.turn.step}: B holds ${ruledOut.join(", ")}, which it would have played`);
        }
      }
      const a = legal.length > 1 ? players[who].decide({ view, legal }) : legal[0]!;
      const r = apply(s, a);
      assert.ok(r.ok);
      s = r.state;
    }
    assert.ok(checked > 10, `game ${g}: the inference narrowed the hand at ${checked} decisions`);
  }
});
