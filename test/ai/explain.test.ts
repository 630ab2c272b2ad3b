/**
 * `moxen sim --explain`: each computer decision with a choice explained, its options scored, the
 * chosen one named and the best of those listed; explaining changes no decision.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { runSim } from "../../app/host/ai/sim";
import { formatTrace, type TraceEntry } from "../../app/host/ai/trace";
import { benchmarkDecks } from "../../app/host/play/decks";

const d = benchmarkDecks();
const pair: [string[], string[]] = [d.get("zoo")!.cards, d.get("red-burn")!.cards];

async function play(explain: boolean, ai: ["heuristic" | "strong", "heuristic" | "strong"] = ["heuristic", "heuristic"]) {
  const entries: TraceEntry[] = [];
  const actions: string[] = [];
  const r = await runSim({
    decks: pair, ai, games: 1, seed: 9, turnCap: 6, inline: true, budgetMs: 40,
    onTrace: explain ? (_g, _side, e) => entries.push(e) : undefined,
    onGame: (_n, _r, g) => actions.push(...g.actions.map((a) => JSON.stringify(a))),
  });
  return { r, entries, actions };
}

test("the heuristic explains its decisions: options with scores, the chosen one named and the best", async () => {
  const plain = await play(false);
  const { entries, actions } = await play(true);
  assert.deepEqual(actions, plain.actions, "explaining changes no decision");
  assert.ok(entries.length > 20, `decisions explained (${entries.length})`);
  const scored = entries.filter((e) => e.options.some((o) => o.score !== null));
  assert.ok(scored.some((e) => e.how === "priority" && e.options.length >= 2), "priority decisions with several options weighed");
  assert.ok(scored.some((e) => e.decision === "declare_attackers" || e.decision === "declare_blockers"), "combat decisions explained");
  for (const e of entries) {
    assert.ok(e.offered > 1, "only decisions with a choice");
    assert.ok(e.turn >= 0 && typeof e.step === "string" && e.life.A <= 20 + 10 && e.hand >= 0);
    assert.ok(e.chosen.label.length > 0);
    const text = formatTrace(e);
    assert.ok(text.includes(e.chosen.label), "the text names the chosen action");
  }
  for (const e of scored) {
    const top = Math.max(...e.options.map((o) => o.score ?? -Infinity));
    assert.notEqual(e.chosen.score, null, `the chosen action is among those scored: ${formatTrace(e)}`);
    assert.equal(e.chosen.score, top, `the chosen action scores best: ${formatTrace(e)}`);
    assert.ok(actions.includes(JSON.stringify(e.chosen.action)), "the explained choice is the action played");
  }
});

test("the strong player explains its searches: each candidate's mean rollout result, the chosen one listed", async () => {
  const { entries } = await play(true, ["strong", "heuristic"]);
  const searches = entries.filter((e) => e.ai === "strong" && e.how === "search");
  assert.ok(searches.length > 0, "some decisions were searched");
  for (const e of searches) {
    assert.ok(e.options.length >= 2);
    assert.ok(e.options.some((o) => JSON.stringify(o.action) === JSON.stringify(e.chosen.action)), "the chosen candidate is listed");
    assert.ok(e.options.every((o) => o.score === null || (o.score >= -1 && o.score <= 1)), "rollout means are 2·P(win) − 1");
    assert.match(e.note ?? "", /samples/);
  }
  assert.ok(entries.some((e) => e.ai === "heuristic"), "the other side explains too");
});
