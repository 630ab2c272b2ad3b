/**
 * What a finished ante match settles (match/ante.ts), from the final game and the match's result:
 * the winner takes the ante (also when the match ended by a concession message or a timeout, which
 * the engine never saw: the loser's concession is applied), a draw moves nothing, and the unit that
 * leaves is one our deck brought, of that card.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createGame, type GameState } from "../../engine/index";
import { anteSettlement, finalOwnership } from "../../app/host/match/ante";
import type { MatchRow } from "../../app/host/match/store";
import { benchmarkDecks } from "../../app/host/play/decks";

const A = benchmarkDecks().get("red-green-beats")!.cards;
const B = benchmarkDecks().get("white-blue-skies")!.cards;

function row(mySeat: "A" | "B", winner: "A" | "B" | "draw"): MatchRow {
  const units = (mySeat === "A" ? A : B).map((_, i) => `c000001.u${String(i + 1).padStart(4, "0")}`);
  return {
    id: 9, kind: "network", status: "finished", mySeat, seats: {} as MatchRow["seats"], gameId: "cd".repeat(32), role: mySeat === "A" ? "host" : "guest", peer: null,
    setup: { seed: "", decks: { A: mySeat === "A" ? A : [], B: mySeat === "B" ? B : [] }, hidden: true, rules: { ante: true }, units },
    result: { winner, reason: "concede", audit: { clean: true } },
    engineVersion: "", rulesVersion: "", finalHash: null, problem: null, steps: 0, turn: 1, reward: null, rewardState: null, createdAt: "", updatedAt: "", finishedAt: null,
  };
}

const game = (): GameState => createGame({ seed: "ante-settle", decks: { A, B }, rules: { ante: true } });

test("a concession the engine never saw: the loser concedes in the final copy, and the winner takes both antes", () => {
  const s = game();
  assert.equal(s.outcome, null);
  const anteB = s.objects[s.players.B.ante[0]!]!.name;
  const final = finalOwnership(s, "A");
  assert.equal(final.outcome?.winner, "A");
  // Seat A (the winner) receives B's ante; seat B loses it, a unit of its deck of that card.
  const won = anteSettlement(row("A", "A"), s);
  assert.equal(won.outcome, "won");
  assert.deepEqual(won.moves.map((m) => [m.name, m.direction]), [[anteB, "in"]]);
  const lost = anteSettlement(row("B", "A"), s);
  assert.equal(lost.outcome, "lost");
  assert.equal(lost.moves.length, 1);
  const m = lost.moves[0]!;
  assert.deepEqual([m.name, m.direction, m.cardIndex], [anteB, "out", won.moves[0]!.cardIndex]);
  const pos = Number(m.unitId!.slice(-4)) - 1;
  assert.equal(B[pos], anteB, "the unit given is one of the deck's units of that card");
});

test("a draw returns each card to its owner: nothing is settled", () => {
  const s = game();
  assert.deepEqual(anteSettlement(row("A", "draw"), s).moves, []);
  assert.equal(anteSettlement(row("A", "draw"), s).outcome, "draw");
});

test("a final game whose result differs from the match's is refused, not settled", () => {
  const s = finalOwnership(game(), "B");
  assert.throws(() => anteSettlement(row("A", "A"), s), /the game's result \(B\) is not the match's \(A\)/);
});
