/**
 * Where a computer player thinks: the random and heuristic players in the calling thread (the
 * worker hop cost more than their decisions), the strong player's search in a worker. The same
 * seed plays the same games in either place.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { thinksInWorker, WORKER_THRESHOLD_MS } from "../../app/host/ai/player";
import { runSim } from "../../app/host/ai/sim";
import { benchmarkDecks } from "../../app/host/play/decks";

test("only a search long enough to be worth the hop goes to a worker thread", () => {
  assert.equal(thinksInWorker("random"), false);
  assert.equal(thinksInWorker("heuristic"), false);
  assert.equal(thinksInWorker("strong"), true, "the default 2 s budget");
  assert.equal(thinksInWorker("strong", { budgetMs: WORKER_THRESHOLD_MS - 1 }), false);
});

test("the same seed plays the same games in this thread and in worker threads", async () => {
  const d = benchmarkDecks();
  const pair: [string[], string[]] = [d.get("red-green-beats")!.cards, d.get("blue-black-control")!.cards];
  const play = async (inline: boolean | undefined) => {
    const games: string[] = [];
    const r = await runSim({
      decks: pair, ai: ["heuristic", "random"], games: 4, seed: 5, inline,
      onGame: (_done, _r, g) => games.push(`${g.winner}:${g.actions.length}:${JSON.stringify(g.actions.at(-1))}`),
    });
    return { wins: r.wins, draws: r.draws, turns: r.averageTurns, games };
  };
  const here = await play(undefined);
  assert.deepEqual(await play(false), here);
  assert.deepEqual(await play(true), here);
});
