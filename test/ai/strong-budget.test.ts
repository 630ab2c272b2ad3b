/**
 * The strong AI spends its thinking time where the choice is open: at a contested attack it plays
 * sample after sample (every candidate on each) until it has the evidence to decide, and it stops
 * within its budget when time runs out first.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { lastSearch, strongDecide } from "../../app/host/ai/strong";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const bears = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ card: "Grizzly Bears", id: `${prefix}${i}` }));
const library = Array.from({ length: 10 }, () => ({ card: "Forest" }));

/** A at its declaration of attackers: seven Bears against six, at 9 life each (a race to judge). */
function contestedAttack(budgetMs: number, maxSamples?: number) {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "a contested attack",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: {
      A: { life: 9, battlefield: bears("a", 7), library },
      B: { life: 9, battlefield: bears("b", 6), library },
    },
    actions: [{ by: "A", do: "advance", to: "declare_attackers" }],
  }));
  const deck = Array.from({ length: 40 }, () => "Grizzly Bears");
  return {
    view: viewFor(g.state, "A"), legal: legalActionList(g.state, "A"), known: knownState(g.state, "A"),
    knowledge: { deck, opponentDeck: deck }, memory: newMemory(), rand: seededRandom(7), budgetMs, maxSamples,
  };
}

test("at a contested decision the search plays many samples, every live candidate on each", () => {
  strongDecide(contestedAttack(600_000, 24));
  const s = lastSearch!;
  assert.ok(s, "a search was made");
  assert.ok(s.candidates >= 3, `${s.candidates} candidates`);
  assert.ok(s.samples >= 16, `${s.samples} samples before deciding`);
  assert.ok(s.rollouts >= 2 * s.samples, `${s.rollouts} rollouts on ${s.samples} samples`);
});

test("the search ends within its budget", () => {
  const started = performance.now();
  strongDecide(contestedAttack(300));
  const ms = performance.now() - started;
  assert.ok(lastSearch && lastSearch.samples >= 1, "it searched");
  // The budget plus the heuristic's own choice and one rollout in progress (a shared machine is slow).
  assert.ok(ms < 300 + 1500, `${ms.toFixed(0)} ms`);
});

test("a sample budget (untimed) plays its samples whatever the time budget: a measurement independent of the machine's load", () => {
  strongDecide({ ...contestedAttack(1, 20), untimed: true });
  const s = lastSearch!;
  assert.ok(s.samples >= 16, `${s.samples} samples with a 1 ms time budget`);
  // The same search twice: the same samples, the same counts (nothing depends on the clock).
  strongDecide({ ...contestedAttack(1, 20), untimed: true });
  assert.deepEqual(lastSearch!.counts, s.counts);
  assert.equal(lastSearch!.chosen, s.chosen);
});
