/**
 * The strong AI's win model: a finished game is certain, the model is symmetric between the
 * players, more life, a bigger board or more cards raise the chance, and it predicts the winners
 * of games it was not fitted on better than the hand-tuned evaluation the rollouts used before.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { logLoss, selfPlayPositions, squashedEvaluationChance } from "../../app/host/ai/self-play-positions";
import { utility } from "../../app/host/ai/strong";
import { FEATURES, WEIGHTS, winChance, winChanceFromFeatures } from "../../app/host/ai/win-model";

type Card = { card: string; id?: string };
/** The weights fitted on games with the six starter decks only, before the era decks. */
const STARTER_DECK_WEIGHTS = [0.0715, 0.157, -0.0218, 0.0535, 1.83, 0.2601, 0.1169, 0.3849, 0.3296];
const library = Array.from({ length: 20 }, () => ({ card: "Forest" }));
const forests = (n: number): Card[] => Array.from({ length: n }, () => ({ card: "Forest" }));

function position(a: { life?: number; battlefield?: Card[]; hand?: Card[] }, b: { life?: number; battlefield?: Card[]; hand?: Card[] } = {}): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "a position",
    turn: { number: 6, active: "A", step: "precombat_main" },
    players: {
      A: { life: a.life ?? 20, battlefield: a.battlefield ?? forests(3), hand: a.hand ?? [], library },
      B: { life: b.life ?? 20, battlefield: b.battlefield ?? forests(3), hand: b.hand ?? [], library },
    },
    actions: [],
  })).state;
}

test("a finished game is certain, and a rollout's utility is ±1 for it", () => {
  const s = position({});
  s.outcome = { winner: "A", reason: "life" };
  assert.equal(winChance(s, "A"), 1);
  assert.equal(winChance(s, "B"), 0);
  assert.equal(utility(s, "A"), 1);
  assert.equal(utility(s, "B"), -1);
});

test("the model is symmetric: the two players' chances add up to 1", () => {
  const s = position({ life: 7, battlefield: [...forests(4), { card: "Serra Angel" }] }, { life: 15, battlefield: [...forests(5), { card: "Grizzly Bears" }], hand: [{ card: "Lightning Bolt" }] });
  const a = winChance(s, "A");
  assert.ok(a > 0 && a < 1);
  assert.ok(Math.abs(a + winChance(s, "B") - 1) < 1e-12);
});

test("more life, a bigger board and more cards in hand each raise the chance of winning", () => {
  const even = winChance(position({}), "A");
  assert.ok(winChance(position({ life: 20 }, { life: 12 }), "A") > even, "the opponent lower on life");
  assert.ok(winChance(position({ battlefield: [...forests(3), { card: "Serra Angel" }] }), "A") > even, "a creature more");
  assert.ok(winChance(position({ hand: [{ card: "Lightning Bolt" }, { card: "Forest" }] }), "A") > even, "two cards more");
  assert.ok(winChance(position({ battlefield: forests(3) }, { battlefield: [...forests(3), { card: "Craw Wurm" }], life: 20 }), "A") < even, "the opponent's creature");
  // The weights the fit produced agree: every good thing counts for its owner.
  for (const name of ["life", "creatures", "clock", "lands", "hand"] as const) {
    assert.ok(WEIGHTS[FEATURES.indexOf(name)]! > 0, `${name} weighs positively`);
  }
});

test("it predicts the winners of games it was not fitted on better than the squashed evaluation", () => {
  // Seed 99: not among the games the weights were fitted on (seeds 21 and 22).
  const rows = selfPlayPositions(24, 99);
  assert.ok(rows.length > 500, `${rows.length} positions`);
  const model = logLoss(rows, (r) => winChanceFromFeatures(r.f));
  const old = logLoss(rows, squashedEvaluationChance);
  assert.ok(model < Math.LN2, `better than a coin: ${model}`);
  assert.ok(model < old, `model ${model.toFixed(4)} vs squashed evaluation ${old.toFixed(4)}`);
  // …and better than the weights fitted before on the six starter decks alone (these games pair a
  // starter deck with every built-in deck, the era decks included).
  const starters = logLoss(rows, (r) => winChanceFromFeatures(r.f, STARTER_DECK_WEIGHTS));
  assert.ok(model < starters, `model ${model.toFixed(4)} vs the starter decks' weights ${starters.toFixed(4)}`);
});
