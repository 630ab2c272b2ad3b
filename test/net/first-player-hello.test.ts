/**
 * An agreed starting player in the handshake (issue 35, CR 103.1: in a limited event the loser of the
 * previous game chooses who takes the first turn). The hello may name it; both hellos must name the
 * same one (or both none: the hidden-card protocol draws it), else the match does not start, on both
 * sides, with a clear sentence. A malformed option is refused and changes nothing. Real sessions
 * with the real engine and hidden cards.
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
type First = "host" | "guest" | undefined;

const RED = starterDeck("red-green-beats.txt");
const BLUE = starterDeck("white-blue-skies.txt");

function session(role: "host" | "guest", firstPlayer: First, overrides: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(),
    role,
    rules: engineRules,
    hidden: observedHiddenGame(() => {}),
    checkDeck: (d, f) => deckProblems(d, f),
    local: { name: role === "host" ? "Alice" : "Bob", app: "0.1.0", cards: "test", deck: role === "host" ? RED : BLUE, ...(firstPlayer ? { firstPlayer } : {}) },
    retransmitMs: 200,
    ackDelayMs: 0,
    ...overrides,
  });
}

test("the hello's firstPlayer: host, guest or absent; anything else is malformed", () => {
  const hello = { role: "host", format: "limited", nonce: "A".repeat(43), name: "Alice", versions: { protocol: 2, app: "1", engine: "1", cards: "1" }, deck: [], hidden: true };
  assert.equal(validateHello(hello).firstPlayer, undefined);
  assert.equal(validateHello({ ...hello, firstPlayer: "host" }).firstPlayer, "host");
  assert.equal(validateHello({ ...hello, firstPlayer: "guest" }).firstPlayer, "guest");
  for (const bad of ["me", "A", true, 1, null, {}]) assert.throws(() => validateHello({ ...hello, firstPlayer: bad }), /firstPlayer must be host or guest/);
});

for (const first of ["host", "guest"] as const) {
  test(`both hellos name the ${first}: the ${first} takes the first turn on both sides`, async () => {
    const a = session("host", first);
    const b = session("guest", first);
    const [x, y] = memoryPair();
    a.attach(x);
    b.attach(y);
    try {
      await waitFor([a, b], () => !!a.state && !!b.state, 20_000, "the game starts");
      const seat = first === "host" ? "A" : "B";
      assert.equal(a.state!.firstPlayer, seat);
      assert.equal(b.state!.firstPlayer, seat);
      assert.equal(a.state!.turn.active, seat);
      assert.equal(b.state!.turn.active, seat);
    } finally {
      a.close();
      b.close();
    }
  });
}

test("hellos that disagree on who plays first (one names a player, the other a draw): refused on both sides, nothing dealt", async () => {
  const a = session("host", "guest");
  const b = session("guest", undefined);
  const [x, y] = memoryPair();
  a.attach(x);
  b.attach(y);
  try {
    await waitFor([a, b], () => stopped(a) && stopped(b), 5000, "both refuse");
    assert.equal(stopReason(a)!.code, "first-player-mismatch");
    assert.equal(stopReason(b)!.code, "first-player-mismatch");
    assert.match(stopReason(a)!.message, /^Who plays first was not agreed: your program says your opponent, your opponent's says a random draw\. The game did not start\.$/);
    assert.match(stopReason(b)!.message, /^Who plays first was not agreed: your program says a random draw, your opponent's says you\./);
    assert.equal(a.state, null);
    assert.equal(b.state, null);
  } finally {
    a.close();
    b.close();
  }
});

test("a forged hello naming the other player first is refused, and nothing starts", async () => {
  const honest = session("host", "host");
  const original = Handshake.prototype.newHello;
  // The attacker's program signs a hello that makes itself the starting player, against the agreement.
  Handshake.prototype.newHello = function (this: Handshake) {
    return { ...original.call(this), firstPlayer: "guest" as const };
  };
  let mallory: Session;
  try {
    mallory = session("guest", "host");
  } finally {
    Handshake.prototype.newHello = original;
  }
  const [x, y] = memoryPair();
  honest.attach(x);
  mallory.attach(y);
  try {
    await waitFor([honest], () => stopped(honest), 5000, "the hello is judged");
    assert.equal(stopReason(honest)!.code, "first-player-mismatch");
    assert.match(stopReason(honest)!.message, /your program says you, your opponent's says your opponent/);
    assert.equal(honest.state, null);
    assert.equal(honest.peer, null);
  } finally {
    honest.close();
    mallory.close();
  }
});

test("a malformed firstPlayer in a signed hello is refused as a bad body", async () => {
  const honest = session("host", undefined);
  const original = Handshake.prototype.newHello;
  Handshake.prototype.newHello = function (this: Handshake) {
    return { ...original.call(this), firstPlayer: "me" as unknown as "host" };
  };
  let mallory: Session;
  try {
    mallory = session("guest", undefined);
  } finally {
    Handshake.prototype.newHello = original;
  }
  const [x, y] = memoryPair();
  honest.attach(x);
  mallory.attach(y);
  try {
    await waitFor([honest], () => stopped(honest), 5000, "the hello is judged");
    assert.equal(stopReason(honest)!.code, "bad-body");
    assert.match(stopReason(honest)!.message, /firstPlayer must be host or guest/);
    assert.equal(honest.state, null);
  } finally {
    honest.close();
    mallory.close();
  }
});
