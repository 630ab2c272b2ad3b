/**
 * Each computer opponent plays whole games submitting only actions it was offered, in the calling
 * thread and in a worker thread; the heuristic beats the random player in a small seeded sample.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { benchmarkDecks } from "../../app/host/play/decks";
import { createAiPlayer } from "../../app/host/ai/player";
import { playAiGame, seedWithFirstPlayer } from "../../app/host/ai/match-runner";
import { runSim } from "../../app/host/ai/sim";
import type { AiKind } from "../../app/host/ai/types";

const decks = [...benchmarkDecks().values()];

async function game(kinds: [AiKind, AiKind], seed: number, opts: { budgetMs?: number; turnCap?: number; inline?: boolean } = {}) {
  const A = decks[seed % decks.length]!.cards;
  const B = decks[(seed + 1) % decks.length]!.cards;
  const players = {
    A: createAiPlayer(kinds[0], { seed, deck: A, opponentDeck: B, budgetMs: opts.budgetMs, inline: opts.inline ?? true }),
    B: createAiPlayer(kinds[1], { seed: seed + 1, deck: B, opponentDeck: A, budgetMs: opts.budgetMs, inline: opts.inline ?? true }),
  };
  try {
    // playAiGame throws if a player returns an action it was not offered, or the engine refuses one.
    return await playAiGame({ seed, decks: { A, B }, players, turnCap: opts.turnCap });
  } finally {
    await Promise.all([players.A.close(), players.B.close()]);
  }
}

for (const [kinds, seed] of [[["random", "random"], 1], [["heuristic", "random"], 2], [["random", "heuristic"], 3], [["heuristic", "heuristic"], 4]] as [[AiKind, AiKind], number][]) {
  test(`${kinds[0]} vs ${kinds[1]} (seed ${seed}) plays a whole game with offered actions only`, async () => {
    const g = await game(kinds, seed);
    assert.ok(g.actions.length > 20);
    assert.ok(g.winner === "A" || g.winner === "B" || g.capped, `the game ends (winner ${g.winner})`);
  });
}

test("the strong AI with a tiny budget plays offered actions only and finishes (or reaches the cap)", async () => {
  const g = await game(["strong", "heuristic"], 5, { budgetMs: 25, turnCap: 30 });
  assert.ok(g.actions.length > 20);
  assert.ok(g.winner !== "draw" || g.capped);
  assert.ok(g.decisionMs.A.length > 0);
});

test("players in worker threads play a whole game (heuristic vs random)", async () => {
  const g = await game(["heuristic", "random"], 6, { inline: false });
  assert.ok(g.winner === "A" || g.winner === "B" || g.capped);
  assert.ok(g.actions.length > 20);
});

test("the heuristic beats the random player in at least 8 of 10 seeded games, seats alternating", async () => {
  const pairs = decks.map((d, i) => [d.cards, decks[(i + 1) % decks.length]!.cards] as [string[], string[]]);
  const r = await runSim({ decks: pairs, ai: ["heuristic", "random"], games: 10, seed: 40, inline: true });
  assert.equal(r.games, 10);
  assert.equal(r.side0First, 5, "side 0 goes first in half the games");
  assert.ok(r.wins[0] >= 8, `heuristic won ${r.wins[0]} of 10`);
});

test("seedWithFirstPlayer picks a seed where the requested player starts", () => {
  const d = { A: decks[0]!.cards, B: decks[1]!.cards };
  for (const first of ["A", "B"] as const) {
    for (let base = 1; base < 6; base++) {
      const seed = seedWithFirstPlayer(base, d, first);
      assert.equal(seedWithFirstPlayer(seed, d, first), seed);
    }
  }
});
