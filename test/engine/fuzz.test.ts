/**
 * Seeded random games with the benchmark decks: every game ends or reaches the cap without an
 * exception, every offered action is accepted, and the invariants hold after every action.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { checkInvariants, deserialize, hash, serialize } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";

const decks = [...benchmarkDecks().values()];

for (let seed = 1; seed <= 8; seed++) {
  const A = decks[seed % decks.length]!;
  const B = decks[(seed + 1) % decks.length]!;
  test(`random game ${seed}: ${A.name} vs ${B.name}`, () => {
    const game = playRandomGame({
      seed,
      decks: { A: A.cards, B: B.cards },
      maxActions: 1500,
      onAction: (state, action, i) => {
        const problems = checkInvariants(state);
        assert.deepEqual(problems, [], `after action ${i} ${JSON.stringify(action)}`);
        if (i % 25 === 0) assert.equal(hash(deserialize(serialize(state))), hash(state), `round trip after action ${i}`);
      },
    });
    assert.ok(game.actions.length > 0);
  });
}
