/**
 * `moxen gauntlet`: every pairing of the decks, N games a pairing with each deck first in half of
 * them; the counts add up, and the same seed gives the same games whatever the number of lanes
 * (worker threads).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { gauntletJobs, pairings, runGauntlet, type GauntletResult } from "../../app/host/ai/gauntlet";
import { benchmarkDecks } from "../../app/host/play/decks";

const all = benchmarkDecks();
const decks = ["zoo", "red-burn", "stasis"].map((key) => ({ key, name: all.get(key)!.name, cards: all.get(key)!.cards }));

test("pairings: each unordered pair once for one AI, every ordered pair (mirrors too) for two", () => {
  assert.deepEqual(pairings(3, false), [[0, 1], [0, 2], [1, 2]]);
  assert.equal(pairings(3, true).length, 9);
  const jobs = gauntletJobs({ decks, ai: ["heuristic", "heuristic"], games: 3, seed: 4 });
  assert.equal(jobs.length, 9);
  // Each deck goes first in half the games of a pairing (the row deck in the even ones).
  assert.deepEqual(jobs.filter((j) => j.row === 0 && j.col === 1).map((j) => j.rowFirst), [true, false, true]);
  assert.equal(new Set(jobs.map((j) => j.seed)).size, jobs.length, "every game has its own seed");
});

test("a tiny gauntlet: counts add up, seats alternate, the same games with 1 or 2 lanes", async () => {
  const run = (parallel: number) => runGauntlet({ decks, ai: ["heuristic", "random"], games: 2, seed: 7, parallel, turnCap: 12 });
  const one = await run(1);
  const two = await run(2);
  const games = (r: GauntletResult) => r.games.map((g) => `${g.index}:${g.seed}:${g.winner}:${g.turns}:${g.firstPlayer}`);
  assert.deepEqual(games(two), games(one), "the same seed plays the same games whatever --parallel");
  assert.deepEqual(two.matrix, one.matrix);

  // Two AIs: every ordered pair of the 3 decks, mirrors included, 2 games each.
  assert.equal(one.games.length, 9 * 2);
  for (const g of one.games) assert.equal(g.firstPlayer, g.rowFirst ? "A" : "B", `game ${g.index}: the deck meant to go first did`);
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const pair = one.games.filter((g) => g.row === i && g.col === j);
      assert.deepEqual(pair.map((g) => g.rowFirst).sort(), [false, true], "one game with each deck first");
      assert.equal(one.matrix.games[i]![j], 2);
      assert.equal(one.matrix.wins[i]![j], pair.filter((g) => g.winner === "row").length);
    }
    const d = one.decks[i]!;
    assert.equal(d.games, 6);
    assert.equal(d.wins, one.matrix.wins[i]!.reduce((s, x) => s + x, 0));
    assert.ok(d.interval[0] <= d.wins / d.games && d.wins / d.games <= d.interval[1]);
  }
  assert.equal(one.draws, one.games.filter((g) => g.winner === "draw").length);
});

test("one AI: each pair of different decks once, both decks' records filled from the same games", async () => {
  const r = await runGauntlet({ decks, ai: ["random", "random"], games: 2, seed: 3, parallel: 1, turnCap: 8 });
  assert.equal(r.games.length, 3 * 2);
  for (let i = 0; i < 3; i++) {
    assert.equal(r.matrix.games[i]![i], 0, "no mirrors");
    for (let j = 0; j < 3; j++) if (i !== j) assert.equal(r.matrix.wins[i]![j]! + r.matrix.wins[j]![i]! + r.games.filter((g) => (g.row === i && g.col === j) || (g.row === j && g.col === i)).filter((g) => g.winner === "draw").length, 2);
    assert.equal(r.decks[i]!.games, 4);
  }
  assert.equal(r.decks.reduce((s, d) => s + d.wins, 0) + r.draws, r.games.length, "every game won by one deck or drawn");
});
