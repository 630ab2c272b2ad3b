/**
 * Which moves the strong AI compares at combat: the heuristic's choice and the best-scored
 * alternatives, and always the choices that decide races (holding back, the all-out attack,
 * taking the damage), even when the scoring ranks them low.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { legalActionList, viewFor, type Action, type PlayerId } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { candidatesFor, MAX_CANDIDATES, withExtremes } from "../../app/host/ai/strong";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const bears = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ card: "Grizzly Bears", id: `${prefix}${i}` }));
const library = Array.from({ length: 10 }, () => ({ card: "Forest" }));

function decisionFor(step: "declare_attackers" | "declare_blockers", who: PlayerId) {
  const actions: unknown[] = [{ by: "A", do: "advance", to: "declare_attackers" }];
  if (step === "declare_blockers") actions.push({ by: "A", do: "attack", attackers: ["a0", "a1", "a2", "a3", "a4", "a5", "a6"] }, { by: "A", do: "advance", to: "declare_blockers" });
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "a wide board",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: {
      A: { life: 20, battlefield: bears("a", 7), library },
      B: { life: 20, battlefield: bears("b", 6), library },
    },
    actions,
  }));
  const view = viewFor(g.state, who);
  assert.equal(view.decision?.kind, step);
  const deck = Array.from({ length: 40 }, () => "Grizzly Bears");
  const input = { view, legal: legalActionList(g.state, who), knowledge: { deck, opponentDeck: deck }, memory: newMemory(), rand: seededRandom(1), budgetMs: 0 };
  const h = heuristicDecide({ ...input, memory: newMemory() });
  return { h, candidates: candidatesFor(input, h), legal: input.legal };
}

test("attacks: the heuristic's choice first, and holding back and the all-out attack are always compared", () => {
  const { h, candidates, legal } = decisionFor("declare_attackers", "A");
  assert.ok(legal.length > 64 - 1, "a wide board offers many attack subsets");
  assert.deepEqual(candidates[0], h);
  const sizes = candidates.map((a) => (a as Extract<Action, { type: "attack" }>).attackers.length);
  assert.ok(sizes.includes(0), `no attack among ${JSON.stringify(sizes)}`);
  const most = Math.max(...legal.map((a) => (a as Extract<Action, { type: "attack" }>).attackers.length));
  assert.ok(sizes.includes(most), `the largest attack (${most}) among ${JSON.stringify(sizes)}`);
  assert.ok(candidates.length <= MAX_CANDIDATES);
  assert.equal(new Set(candidates.map((a) => JSON.stringify(a))).size, candidates.length, "no candidate twice");
});

test("blocks: the heuristic's choice first, and taking the damage is always compared", () => {
  const { h, candidates } = decisionFor("declare_blockers", "B");
  assert.deepEqual(candidates[0], h);
  assert.ok(candidates.some((a) => a.type === "block" && a.blocks.length === 0), "no-block among the candidates");
  assert.equal(new Set(candidates.map((a) => JSON.stringify(a))).size, candidates.length, "no candidate twice");
});

test("withExtremes: an extreme ranked last is not trimmed away when another extreme needs a place", () => {
  const attack = (n: number): Action => ({ type: "attack", player: "A", attackers: Array.from({ length: n }, (_, i) => `c${i}`) });
  const ranked = [attack(3), attack(1), attack(2), attack(4), attack(5), attack(7)]; // full: the all-out attack (7) ranked last
  const out = withExtremes(ranked, [attack(0), attack(7)], 6);
  const sizes = out.map((a) => (a as Extract<Action, { type: "attack" }>).attackers.length);
  assert.equal(out.length, 6);
  assert.equal(sizes[0], 3, "the heuristic's choice stays first");
  assert.ok(sizes.includes(0) && sizes.includes(7), `both extremes kept: ${JSON.stringify(sizes)}`);
  assert.deepEqual(withExtremes(ranked, [attack(3), undefined], 6), ranked, "an extreme that is the heuristic's choice changes nothing");
});
