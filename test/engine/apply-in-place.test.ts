/**
 * applyInPlace (for simulations) plays exactly the game apply plays: the same hash after every
 * action, the same rejections; and apply still never changes the state it is given.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, applyInPlace, createGame, deserialize, hash, legalActionList, legalActions, serialize, viewFor, whoMustAct, type Action, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";
import { createBrain } from "../../app/host/ai/brain";

const decks = [...benchmarkDecks().values()].map((d) => d.cards);
const copy = (s: GameState) => deserialize(serialize(s));
const fresh = (a: Action) => JSON.parse(JSON.stringify(a)) as Action;

/** Replays `actions` both ways from the seed, comparing after every action. */
function replayBothWays(seed: number, pair: { A: string[]; B: string[] }, actions: Action[]): void {
  let pure = createGame({ seed, decks: pair });
  const inPlace = copy(pure);
  // The canonical JSON is what hash() digests: equal texts, equal hashes (and far cheaper to compare).
  let before = serialize(pure);
  actions.forEach((a, i) => {
    const r = apply(pure, fresh(a));
    assert.ok(r.ok, `action ${i} rejected by apply`);
    assert.equal(serialize(pure), before, `apply changed its input at action ${i}`);
    // The options computed on the changing state must not be disturbed by it (nor disturb it).
    legalActions(inPlace, whoMustAct(inPlace)!);
    const q = applyInPlace(inPlace, fresh(a));
    assert.ok(q.ok, `action ${i} rejected by applyInPlace`);
    assert.equal(q.state, inPlace, "applyInPlace returns the state it changed");
    before = serialize(r.state);
    assert.equal(serialize(inPlace), before, `state differs after action ${i}`);
    pure = r.state;
  });
  assert.equal(hash(inPlace), hash(pure));
}

test("random games: applyInPlace gives apply's hash after every action", () => {
  for (let seed = 1; seed <= 4; seed++) {
    const pair = { A: decks[seed % decks.length]!, B: decks[(seed + 1) % decks.length]! };
    const game = playRandomGame({ seed, decks: pair, maxActions: 500 });
    replayBothWays(seed, pair, game.actions);
  }
});

test("heuristic games: applyInPlace gives apply's hash after every action", () => {
  for (let seed = 1; seed <= 2; seed++) {
    const pair = { A: decks[seed % decks.length]!, B: decks[(seed + 2) % decks.length]! };
    const brains = { A: createBrain("heuristic", { seed, deck: pair.A, opponentDeck: pair.B }), B: createBrain("heuristic", { seed: seed + 50, deck: pair.B, opponentDeck: pair.A }) };
    let s = createGame({ seed, decks: pair });
    const actions: Action[] = [];
    while (!s.outcome && s.turn.number <= 12) {
      const who = whoMustAct(s)!;
      const a = brains[who].decide({ view: viewFor(s, who), legal: legalActionList(s, who) });
      const r = apply(s, a);
      assert.ok(r.ok);
      s = r.state;
      actions.push(a);
    }
    replayBothWays(seed, pair, actions);
  }
});

test("applyInPlace rejects what apply rejects", () => {
  const s = createGame({ seed: 3, decks: { A: decks[0]!, B: decks[1]! } });
  const who = whoMustAct(s)!;
  const bad: Action = { type: "pass", player: who === "A" ? "B" : "A" };
  const r = apply(s, bad);
  const q = applyInPlace(copy(s), bad);
  assert.equal(r.ok, false);
  assert.equal(q.ok, false);
  assert.deepEqual(!r.ok && r.rejection, !q.ok && q.rejection);
  assert.equal(applyInPlace(copy(s), { type: "dance", player: "A" } as unknown as Action).ok, false);
});
