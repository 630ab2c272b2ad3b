/**
 * Ante in the handshake (issue 33): the hello says whether a player chose to play for ante; both must
 * have chosen it, or the match does not start (a clear sentence on both sides), and a forged or
 * malformed option is refused and changes nothing. Real sessions with the real engine and deck check.
 * Agreed, the game is played for ante on both sides (each library's top card anted, public).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Action, GameState } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { validateHello } from "../../app/host/net/message-bodies";
import { Handshake } from "../../app/host/net/session/handshake";
import { deckProblems } from "../../app/host/match/deck-check";
import { observedHiddenGame } from "../../app/host/net/hidden/play";
import { newIdentity, starterDeck, stopped, stopReason, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const deck = starterDeck;
const RED = deck("red-green-beats.txt");
const BLUE = deck("white-blue-skies.txt");

function session(role: "host" | "guest", ante: boolean, overrides: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(),
    role,
    rules: engineRules,
    hidden: observedHiddenGame(() => {}),
    checkDeck: (d, f) => deckProblems(d, f, { ante }),
    local: { name: role === "host" ? "Alice" : "Bob", app: "0.1.0", cards: "test", deck: role === "host" ? RED : BLUE, ...(ante ? { ante: true } : {}) },
    retransmitMs: 200,
    ackDelayMs: 0,
    ...overrides,
  });
}

test("the hello's ante option: true or absent; anything else is malformed", () => {
  const hello = { role: "host", format: "freeform", nonce: "A".repeat(43), name: "Alice", versions: { protocol: 2, app: "1", engine: "1", cards: "1" }, deck: [], hidden: true };
  assert.equal(validateHello(hello).ante, undefined);
  assert.equal(validateHello({ ...hello, ante: true }).ante, true);
  for (const bad of [false, "yes", 1, null, {}]) assert.throws(() => validateHello({ ...hello, ante: bad }), /ante must be true when present/);
});

test("both choose ante: the game starts played for ante on both sides, the antes named to both", async () => {
  const a = session("host", true);
  const b = session("guest", true);
  const [x, y] = memoryPair();
  a.attach(x);
  b.attach(y);
  try {
    await waitFor([a, b], () => !!a.state && !!b.state && a.hidesCards, 20_000, "the game starts");
    assert.equal(a.ante, true);
    assert.equal(b.ante, true);
    for (const s of [a.state!, b.state!]) {
      assert.equal(s.rules.ante, true);
      assert.equal(s.players.A.ante.length, 1);
      assert.equal(s.players.B.ante.length, 1);
    }
  } finally {
    a.close();
    b.close();
  }
});

test("a mismatch is refused on both sides with a clear sentence, before any card is dealt", async () => {
  const a = session("host", true);
  const b = session("guest", false);
  const [x, y] = memoryPair();
  a.attach(x);
  b.attach(y);
  try {
    await waitFor([a, b], () => stopped(a) && stopped(b), 5000, "both refuse");
    assert.equal(stopReason(a)!.code, "ante-mismatch");
    assert.equal(stopReason(b)!.code, "ante-mismatch");
    assert.match(stopReason(a)!.message, /^You chose to play for ante, but your opponent did not: both players must choose it\. The match did not start, and no card changes hands\.$/);
    assert.match(stopReason(b)!.message, /^Your opponent wants to play for ante, but you did not choose it: both players must choose it\./);
    assert.equal(a.state, null);
    assert.equal(b.state, null);
  } finally {
    a.close();
    b.close();
  }
});

test("a forged ante option (not true) in a signed hello is refused and nothing starts", async () => {
  const honest = session("host", true);
  const original = Handshake.prototype.newHello;
  // The attacker's program signs a hello whose ante option is malformed.
  Handshake.prototype.newHello = function (this: Handshake) {
    return { ...original.call(this), ante: "yes" as unknown as true };
  };
  let mallory: Session;
  try {
    mallory = session("guest", true);
  } finally {
    Handshake.prototype.newHello = original;
  }
  const [x, y] = memoryPair();
  honest.attach(x);
  mallory.attach(y);
  try {
    await waitFor([honest], () => stopped(honest), 5000, "the hello is judged");
    assert.equal(stopReason(honest)!.code, "bad-body");
    assert.match(stopReason(honest)!.message, /ante must be true when present/);
    assert.equal(honest.state, null);
  } finally {
    honest.close();
    mallory.close();
  }
});

test("a deck with an ante card can't be used without ante: refused before anything is sent, in the card's words", () => {
  const withBird = [...RED.slice(0, 56), "Jeweled Bird", "Jeweled Bird", "Jeweled Bird", "Jeweled Bird"];
  assert.throws(
    () => session("host", false, { local: { name: "Alice", app: "0.1.0", cards: "test", deck: withBird } }),
    /Jeweled Bird: "Remove this card from your deck before playing if you're not playing for ante\." This deck can be played only in a match played for ante\./,
  );
  assert.deepEqual(deckProblems(withBird, "freeform", { ante: true }), []);
});
