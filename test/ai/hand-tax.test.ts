/**
 * The computer sees what Black Vise and The Rack will cost it: a hand kept full under an
 * opponent's Vise (or kept empty under a Rack) is worth less than the same hand without it, by
 * about the life those upkeeps will take. Without this a hand of uncastable answers looked like
 * wealth while a Vise dealt 3 a turn to it.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardHints, viewFor } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { evaluateView } from "../../app/host/ai/evaluate";

test("the hand-size hint is derived from the upkeep trigger: Black Vise hand−4, The Rack 3−hand", () => {
  assert.deepEqual(cardHints("Black Vise")?.handTax, { minus: 4, times: 1 });
  assert.deepEqual(cardHints("The Rack")?.handTax, { minus: 3, times: -1 });
  assert.equal(cardHints("Howling Mine")?.handTax, undefined);
});

function value(artifact: string | null, handSize: number): number {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "hand tax",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: {
      A: { life: 10, hand: Array.from({ length: handSize }, () => ({ card: "Counterspell" })), library: [{ card: "Island" }] },
      B: { life: 10, battlefield: artifact ? [{ card: artifact }] : [], library: [{ card: "Island" }] },
    },
  }));
  return evaluateView(viewFor(g.state, "A"), "A");
}

test("a full hand under the opponent's Black Vise is worth less by the life two upkeeps take", () => {
  // What the artifact is worth as a permanent is the same at any hand size: compare the gaps.
  const gap = (n: number) => value(null, n) - value("Black Vise", n);
  assert.ok(Math.abs(gap(4) - gap(3)) < 1e-9, "no cost at four cards or fewer");
  const cost = gap(7) - gap(4);
  assert.ok(cost > 3, `7 cards under a Vise at 10 life cost ${cost.toFixed(2)}`);
});

test("an empty hand under The Rack costs, a hand of three does not", () => {
  const gap = (n: number) => value(null, n) - value("The Rack", n);
  assert.ok(Math.abs(gap(3) - gap(5)) < 1e-9, "no cost at three cards or more");
  assert.ok(gap(0) - gap(3) > 3);
});
