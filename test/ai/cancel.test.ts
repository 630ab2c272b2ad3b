/** A decision can be cancelled: the promise rejects with an AbortError and the player stays usable. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { legalActionList, viewFor, whoMustAct, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";
import { createAiPlayer } from "../../app/host/ai/player";
import { AiCancelled } from "../../app/host/ai/types";

const decks = benchmarkDecks();
const A = decks.get("white-blue-skies")!.cards;
const B = decks.get("black-red-raiders")!.cards;

/** A position where the player to act has a real choice in a main phase (so the strong AI searches). */
function position(): GameState {
  let found: GameState | undefined;
  playRandomGame({
    seed: 21, decks: { A, B }, maxActions: 800,
    onAction: (s) => {
      const who = whoMustAct(s);
      if (found || !who || s.decision || s.turn.number < 5 || s.turn.active !== who || s.stack.length) return;
      if (s.turn.step !== "precombat_main" && s.turn.step !== "postcombat_main") return;
      if (legalActionList(s, who).filter((a) => a.type === "cast").length >= 1) found = s;
    },
  });
  assert.ok(found, "found a position with a choice");
  return found!;
}

test("cancelling a strong AI's decision in a worker rejects at once; the worker answers the next one", async () => {
  const s = position();
  const who = whoMustAct(s)!;
  const player = createAiPlayer("strong", { budgetMs: 60_000, deck: who === "A" ? A : B, opponentDeck: who === "A" ? B : A });
  try {
    const legal = legalActionList(s, who);
    const controller = new AbortController();
    const pending = player.decide(viewFor(s, who), legal, controller.signal);
    setTimeout(() => controller.abort(), 300);
    await assert.rejects(pending, (e) => e instanceof AiCancelled && (e as Error).name === "AbortError");
    // The cancelled search stops at its next check; the next decision (a trivial one) still comes back.
    const next = await player.decide(viewFor(s, who), [legal[0]!, legal[1]!], undefined, { budgetMs: 50 });
    assert.ok(next.type === legal[0]!.type || next.type === legal[1]!.type);
  } finally {
    await player.close();
  }
});

test("an already aborted signal rejects without thinking (inline and worker)", async () => {
  const s = position();
  const who = whoMustAct(s)!;
  for (const inline of [true, false]) {
    const player = createAiPlayer("heuristic", { inline });
    try {
      await assert.rejects(player.decide(viewFor(s, who), legalActionList(s, who), AbortSignal.abort()), AiCancelled);
    } finally {
      await player.close();
    }
  }
});
