/**
 * `moxen sim --budget-samples N`: the strong AI plays N samples a decision with no clock (a
 * measurement that a loaded machine only slows down), and `--explain --json` ends each game with
 * who won, to set the decisions against the results.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { main } from "../../app/cli/main";

async function run(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [], err: string[] = [];
  const log = console.log, error = console.error;
  console.log = (...a: unknown[]) => { out.push(a.join(" ")); };
  console.error = (...a: unknown[]) => { err.push(a.join(" ")); };
  try {
    return { code: await main(argv), out, err };
  } finally {
    console.log = log;
    console.error = error;
  }
}

test("--budget-samples: every search ends on its samples or its evidence, never on the clock, even with a 1 ms budget", async () => {
  const r = await run(["sim", "--decks", "red-green-beats,white-blue-skies", "--ai", "strong,heuristic", "--games", "1", "--seed", "3",
    "--budget", "1", "--budget-samples", "3", "--thread", "inline", "--turn-cap", "6", "--explain", "--json"]);
  assert.equal(r.code, 0, r.err.join("\n"));
  const lines = r.out.map((l) => JSON.parse(l) as Record<string, unknown>);
  const searches = lines.filter((l) => l.how === "search").map((l) => String(l.note));
  assert.ok(searches.length > 0, "the strong player searched");
  for (const note of searches) {
    assert.match(note, /^\d+ samples, \d+ rollouts \(ended: (samples|one left|all equal|clear winner)\)/, note);
    assert.ok(Number(note.split(" ")[0]) <= 3, note);
  }
  assert.ok(searches.some((n) => n.startsWith("3 samples")), "a search used its three samples");
  const game = lines.find((l) => "winner" in l && !("how" in l));
  assert.ok(game && game.game === 0 && [0, 1, 2].includes(game.winner as number), `the game's result line: ${JSON.stringify(game)}`);
});

test("--budget-samples must be a positive whole number", async () => {
  const r = await run(["sim", "--decks", "red-green-beats,white-blue-skies", "--ai", "strong,heuristic", "--budget-samples", "0"]);
  assert.equal(r.code, 2);
  assert.match(r.err.join("\n"), /budget-samples/);
});
