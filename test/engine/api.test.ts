/** The engine's public API: rejections change nothing; views hide what a player may not see. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, createGame, hash, legalActionList, viewFor, whoMustAct, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";

const decks = benchmarkDecks();
const A = decks.get("white-blue-skies")!.cards;
const B = decks.get("black-red-raiders")!.cards;

function midGame(): GameState {
  return playRandomGame({ seed: 3, decks: { A, B }, maxActions: 120 }).state;
}

test("createGame refuses cards the engine does not implement (every classic card is; Force of Will is not classic), naming them", () => {
  assert.throws(() => createGame({ seed: 1, decks: { A: [...A.slice(0, 59), "Force of Will"], B } }), /Force of Will/);
});

test("an illegal action is rejected with a reason and the state is unchanged", () => {
  const s = midGame();
  const before = hash(s);
  const who = whoMustAct(s)!;
  const other = who === "A" ? "B" : "A";
  const r = apply(s, { type: "pass", player: other });
  assert.equal(r.ok, false);
  if (!r.ok) assert.match(r.rejection.message, /\w+/);
  const bad = apply(s, { type: "cast", player: who, card: "no-such-card" });
  assert.equal(bad.ok, false);
  const malformed = apply(s, { type: "teleport", player: who } as never);
  assert.equal(malformed.ok, false);
  if (!malformed.ok) assert.match(malformed.rejection.message, /Unknown action type/);
  assert.equal(hash(s), before);
});

test("the player who must act always has a legal action, and the other has none", () => {
  const s = midGame();
  const who = whoMustAct(s)!;
  assert.ok(legalActionList(s, who).length > 0);
  assert.equal(legalActionList(s, who === "A" ? "B" : "A").length, 0);
});

test("viewFor hides the opponent's hand and both libraries", () => {
  const s = midGame();
  const view = viewFor(s, "A");
  assert.ok(view.players.A.hand, "your own hand is visible");
  assert.equal(view.players.B.hand, null);
  assert.equal(view.players.B.handCount, s.players.B.hand.length);
  const text = JSON.stringify(view);
  for (const id of [...s.players.B.hand, ...s.players.A.library, ...s.players.B.library]) {
    assert.ok(!text.includes(`"${id}"`), `hidden object ${id} leaks into A's view`);
  }
  // No hidden card's name appears except where the same card is visible elsewhere.
  const visibleNames = new Set([...view.battlefield, ...(view.players.A.hand ?? []), ...view.players.A.graveyard, ...view.players.B.graveyard, ...view.players.A.exile, ...view.players.B.exile].map((c) => c.name));
  for (const id of s.players.B.hand) {
    const name = s.objects[id]!.name;
    if (!visibleNames.has(name) && !view.stack.some((i) => i.name === name)) assert.ok(!text.includes(name), `${name} from B's hand leaks`);
  }
});
