/**
 * A modified client on the other end, signing hostile messages with its own valid key, against
 * an honest session running the real rules engine and the real deck check. Each attack of the
 * hardening issue is replayed the way an attacker would try it: the attacker is a real
 * PeerSession (so its handshake and chain are genuine) whose private sender we call to send
 * what an honest program never would.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { legalActionList, type Action, type GameState } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import type { GameRules } from "../../app/host/net/game-rules";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { encodeMessage } from "../../app/host/net/protocol";
import type { Transport } from "../../app/host/net/transport";
import { deckProblems } from "../../app/host/match/deck-check";
import { SeededRandom } from "../../app/host/net/seeded-random";
import { assertForfeit, newIdentity, sleep, starterDeck, stopped, stopReason, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const deck = starterDeck;
const RED = deck("red-green-beats.txt");
const BLUE = deck("white-blue-skies.txt");

/** The honest side: the real engine, and the deck check the app uses. */
function honest(overrides: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(), role: "host", rules: engineRules, checkDeck: deckProblems,
    local: { name: "Honest", app: "0.1.0", cards: "test", deck: RED }, retransmitMs: 200, ackDelayMs: 0, ...overrides,
  });
}

/** The attacker's program: the same session code, no deck check, whatever deck it likes. */
function attacker(cards: string[] = BLUE, overrides: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(), role: "guest", rules: engineRules,
    local: { name: "Mallory", app: "0.1.0", cards: "test", deck: cards }, retransmitMs: 200, ackDelayMs: 0, ...overrides,
  });
}

/** What a modified client can do: sign and send anything, chained or not. */
const forge = (s: Session) => s as unknown as { sendChained(type: string, body: unknown, postHash?: string): number; sendControl(type: string, body: unknown): void };

function connect(a: Session, b: Session): { aEnd: Transport; bEnd: Transport } {
  const [aEnd, bEnd] = memoryPair();
  a.attach(aEnd);
  b.attach(bEnd);
  return { aEnd, bEnd };
}

/** Plays legal actions for the attacker (honestly) until the honest side must act. */
async function untilHonestActs(h: Session, m: Session): Promise<void> {
  const rnd = new SeededRandom(5);
  for (let i = 0; i < 500; i++) {
    await waitFor([h, m], () => h.stateHash !== null && h.stateHash === m.stateHash && h.heads.theirs === m.heads.mine, 5000, "both sides level");
    if (engineRules.whoMayAct(h.state!) === h.seat) return;
    const options = legalActionList(m.state!, m.seat);
    const r = m.submit(options[Math.floor(rnd.next() * options.length)]!);
    assert.ok(r.ok);
  }
  throw new Error("the honest side never got to act");
}

/** Both sides play random legal actions for a while (a real game in progress). */
async function playFor(h: Session, m: Session, actions: number): Promise<void> {
  const rnd = new SeededRandom(9);
  for (let i = 0; i < actions && h.status === "playing"; i++) {
    await waitFor([h, m], () => h.stateHash === m.stateHash && h.heads.theirs === m.heads.mine && m.heads.theirs === h.heads.mine, 5000, "both sides level");
    if (h.status !== "playing") break;
    const who = engineRules.whoMayAct(h.state!) === h.seat ? h : m;
    const options = legalActionList(who.state!, who.seat);
    const r = who.submit(options[Math.floor(rnd.next() * options.length)]!);
    assert.ok(r.ok);
  }
}

const evidenceCodes = (s: Session) => s.log.entries().filter((e) => e.kind === "evidence").map((e) => (e as { code: string }).code);

// ---- 1. timeout claims ---------------------------------------------------------------------

test("a timeout claimed the moment the honest player must act is a dispute: the claim is refused, nobody loses, the match goes on", async () => {
  const h = honest();
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  await untilHonestActs(h, m);
  const theirs = h.heads.theirs;
  forge(m).sendChained("timeout-claim", {});
  await waitFor([h], () => h.incidents.some((i) => i.code === "disputed-timeout"), 5000, "the claim is judged");
  const incident = h.incidents.find((i) => i.code === "disputed-timeout")!;
  assert.equal(incident.halted, false);
  assert.match(incident.message, /owed an action for \d+ s; a timeout needs 3 min.*nobody loses, and the match goes on/);
  assert.equal(h.status, "playing");
  assert.equal(h.result, null, "no loss is recorded");
  assert.equal(h.heads.theirs, theirs, "the claim did not enter the honest chain: the claimer's chain stops at it");
  assert.ok(evidenceCodes(h).includes("disputed-timeout"), "the claim is kept as evidence");
  h.close();
  m.close();
});

test("a timeout claimed after the honest player really held the game up for the timeout ends the match", async () => {
  let clock = 1_000_000;
  const h = honest({ now: () => clock, timeoutClaimMs: 180_000 });
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  await untilHonestActs(h, m);
  clock += 180_001; // the honest player walked away from the keyboard
  forge(m).sendChained("timeout-claim", {});
  await waitFor([h], () => h.status === "finished", 5000, "the claim is accepted");
  assert.deepEqual({ winner: h.result!.winner, reason: h.result!.reason }, { winner: m.seat, reason: "timeout" });
  h.close();
  m.close();
});

test("a claim sent while the claimer itself must act, with everything in hand, is false on its face: a forfeit", async () => {
  const h = honest();
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  await untilHonestActs(h, m);
  const options = legalActionList(h.state!, h.seat);
  assert.ok(h.submit(options.find((a) => a.type === "pass" || a.type === "keep") ?? options[0]!).ok);
  await waitFor([h, m], () => m.heads.theirs === h.heads.mine, 5000, "the attacker has the action");
  if (engineRules.whoMayAct(m.state!) !== m.seat) return; // the honest side acts again: nothing to test here
  forge(m).sendChained("timeout-claim", {});
  await waitFor([h], () => stopped(h), 5000, "the claim is judged");
  assert.equal(stopReason(h)!.code, "false-timeout");
  assert.match(stopReason(h)!.message, /claimed a timeout while it owed the next message itself \(an action\).*loses the match by forfeit/);
  assertForfeit(h);
  h.close();
  m.close();
});

// ---- 2. decklists ----------------------------------------------------------------------------

const BAD_DECKS: [string, string[], RegExp][] = [
  ["a card name the engine does not know", [...BLUE.slice(0, 59), "Nonexistent Card"], /not a classic card: "Nonexistent Card"/],
  ["40 Black Lotus and 20 Ancestral Recall", [...Array(40).fill("Black Lotus"), ...Array(20).fill("Ancestral Recall")], /Black Lotus: 40 copies; at most 4/],
  ["no cards at all", [], /main deck has 0 cards; it needs at least 60/],
  ["one card", ["Island"], /main deck has 1 card; it needs at least 60/],
  ["1,000 Mountains", Array(1000).fill("Mountain"), /1000 cards; at most 250/],
];

for (const [what, cards, reason] of BAD_DECKS) {
  test(`the opponent's deck is checked like ours: ${what} stops the match with the reason (bad-deck)`, async () => {
    const h = honest();
    const m = attacker(cards);
    connect(h, m);
    await waitFor([h], () => stopped(h), 5000, "the hello is judged");
    assert.equal(stopReason(h)!.code, "bad-deck");
    assert.match(stopReason(h)!.message, /^Your opponent's deck can't be played in freeform: /);
    assert.match(stopReason(h)!.message, reason);
    assert.equal(h.state, null, "the engine never saw the deck");
    h.close();
    m.close();
  });
}

test("both players must name the same format", async () => {
  const h = honest({ local: { name: "Honest", app: "0.1.0", cards: "test", deck: RED, format: "freeform" } });
  const m = attacker(BLUE, { local: { name: "Mallory", app: "0.1.0", cards: "test", deck: BLUE, format: "oldschool" } });
  connect(h, m);
  await waitFor([h], () => stopped(h), 5000, "the hello is judged");
  assert.equal(stopReason(h)!.code, "format-mismatch");
  assert.match(stopReason(h)!.message, /Your opponent wants to play Old School 93\/94; you chose freeform/);
  h.close();
  m.close();
});

test("a deck we could not play ourselves is refused before anything is sent", () => {
  assert.throws(() => honest({ local: { name: "Honest", app: "0.1.0", cards: "test", deck: ["Mountain"] } }), /Your deck can't be played in freeform: The main deck has 1 card/);
});

test("an error while handling the opponent's message never escapes the session: the match stops with an incident", async () => {
  // Without a deck check (an older setup), the engine itself refuses the unknown card as the
  // game is created from the handshake: that throws inside the message handler.
  const h = honest({ checkDeck: undefined });
  const m = attacker([...BLUE.slice(0, 59), "Nonexistent Card"]);
  const thrown: unknown[] = [];
  const onError = (e: unknown) => thrown.push(e);
  process.on("uncaughtException", onError);
  try {
    connect(h, m);
    await waitFor([h], () => stopped(h), 5000, "the failure is contained");
    assert.equal(stopReason(h)!.code, "internal-error");
    assert.match(stopReason(h)!.message, /could not be handled.*The match is stopped; its log is kept/);
    assert.deepEqual(thrown, []);
  } finally {
    process.off("uncaughtException", onError);
    h.close();
    m.close();
  }
});

// ---- 3. forged desync reports ----------------------------------------------------------------

/** The real engine, counting how many games it creates (a desync report replays the log once). */
function countingCreates(): { rules: GameRules<GameState, Action>; creates: () => number } {
  let n = 0;
  return { rules: { ...engineRules, create: (setup) => (n++, engineRules.create(setup)) }, creates: () => n };
}

test("fifty forged desync reports on actions the forger had acknowledged: the first is a forfeit (nothing replayed), the rest are ignored as evidence", async () => {
  const counted = countingCreates();
  const h = honest({ rules: counted.rules });
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  await playFor(h, m, 60);
  const ourActions = h.log.entries().filter((e) => e.kind === "message" && e.direction === "out" && e.type === "action").map((e) => (e as { seq: number }).seq);
  assert.ok(ourActions.length >= 5, "the honest side acted");
  const createsBefore = counted.creates();
  const me = (h as unknown as { identity: { publicKey: string } }).identity.publicKey;
  for (let i = 0; i < 50; i++) {
    forge(m).sendControl("desync", { author: me, seq: ourActions[i % ourActions.length]!, hash: "f".repeat(64), state: null, reply: false });
  }
  // Each names an action of ours the forger signed it had applied (its acks): checked against
  // that, without replaying anything. The first is a forfeit; the others come after the end.
  await waitFor([h], () => h.incidents.filter((x) => x.code === "bogus-desync").length === 50, 10_000, "all fifty judged");
  assert.equal(counted.creates() - createsBefore, 0, "the log was not replayed");
  assert.equal(stopReason(h)!.code, "bogus-desync");
  assert.match(stopReason(h)!.message, /yet it had signed that it applied that action.*a forged desync report.*loses the match by forfeit/);
  assertForfeit(h);
  assert.ok(evidenceCodes(h).includes("bogus-desync"), "the peer's report is kept as evidence");
  h.close();
  m.close();
});

test("a desync report that names no action of ours, or our own hash, is ignored without replaying anything", async () => {
  const counted = countingCreates();
  const h = honest({ rules: counted.rules });
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  await playFor(h, m, 30);
  const out = h.log.entries().filter((e) => e.kind === "message" && e.direction === "out") as { seq: number; type: string; frame: Uint8Array }[];
  const action = out.find((e) => e.type === "action")!;
  const signedHash = JSON.parse(new TextDecoder().decode(action.frame.subarray(1, action.frame.length - 64))).postHash as string;
  const me = (h as unknown as { identity: { publicKey: string } }).identity.publicKey;
  const before = counted.creates();
  forge(m).sendControl("desync", { author: me, seq: 1, hash: "f".repeat(64), state: null, reply: false }); // our hello
  forge(m).sendControl("desync", { author: me, seq: 10_000, hash: "f".repeat(64), state: null, reply: false }); // never sent
  forge(m).sendControl("desync", { author: me, seq: action.seq, hash: signedHash, state: null, reply: false }); // no disagreement
  await waitFor([h], () => h.incidents.filter((x) => x.code === "bogus-desync").length === 3, 5000, "three reports judged");
  assert.equal(counted.creates(), before, "nothing was replayed");
  assert.equal(h.status, "playing", "play goes on");
  const messages = h.incidents.map((x) => x.message).join("\n");
  assert.match(messages, /names message 1, which is not an action of yours/);
  assert.match(messages, /names message 10000/);
  assert.match(messages, /is the one you signed: there is no disagreement/);
  h.close();
  m.close();
});

// ---- 4. budgets --------------------------------------------------------------------------------

test("a chat flood goes over the peer's budget: the match stops and the peer is cut off", async () => {
  const h = honest();
  const m = attacker();
  const { bEnd } = connect(h, m);
  let cut = false;
  bEnd.onClose(() => (cut = true));
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  for (let i = 0; i < 30; i++) forge(m).sendChained("chat", { text: "x".repeat(500) });
  await waitFor([h], () => stopped(h), 5000, "the flood is stopped");
  assert.equal(stopReason(h)!.code, "over-budget");
  assert.match(stopReason(h)!.message, /more than 20 chat lines in a minute/);
  assertForfeit(h);
  assert.equal(h.chats.length, 20, "the lines within the budget were shown");
  await waitFor([h], () => cut, 2000, "the peer is disconnected");
  h.close();
  m.close();
});

test("an honest player is held to the same chat budget before sending", async () => {
  const h = honest();
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing", 5000, "the match starts");
  for (let i = 0; i < 20; i++) h.chat(`line ${i}`);
  assert.throws(() => h.chat("one more"), /At most 20 chat lines a minute/);
  await sleep(50);
  assert.equal(m.status, "playing", "the opponent saw nothing wrong");
  h.close();
  m.close();
});

test("the peer's messages have a log budget for the match", async () => {
  const h = honest({ budgets: { logBytes: 16 * 1024 } });
  const m = attacker();
  connect(h, m);
  await waitFor([h, m], () => h.status === "playing", 5000, "the match starts");
  for (let i = 0; i < 19; i++) forge(m).sendChained("chat", { text: "y".repeat(500) });
  await waitFor([h], () => stopped(h), 5000, "the budget is enforced");
  assert.equal(stopReason(h)!.code, "over-budget");
  assert.match(stopReason(h)!.message, /log budget \(16 kB\)/);
  assertForfeit(h);
  const inBytes = h.log.entries().filter((e) => e.kind === "message" && e.direction === "in").reduce((n, e) => n + e.frame.length, 0);
  assert.ok(inBytes <= 16 * 1024, `the log holds ${inBytes} bytes of theirs`);
  h.close();
  m.close();
});

test("an action with a junk field, or a __proto__ key, is refused by the engine's action schema and never logged", async () => {
  for (const junk of [{ note: "x".repeat(2000) }, JSON.parse('{"__proto__": {"polluted": true}}')]) {
    const h = honest();
    const m = attacker();
    connect(h, m);
    await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
    // Wait until the attacker may act, with a legal action in hand, then add the junk to it.
    await waitFor([h, m], () => m.state !== null && h.heads.theirs === m.heads.mine && m.heads.theirs === h.heads.mine, 5000, "level");
    if (engineRules.whoMayAct(m.state!) !== m.seat) {
      const options = legalActionList(h.state!, h.seat);
      assert.ok(h.submit(options[0]!).ok);
      await waitFor([h, m], () => m.heads.theirs === h.heads.mine, 5000, "level");
    }
    if (engineRules.whoMayAct(m.state!) !== m.seat) continue;
    const legal = legalActionList(m.state!, m.seat)[0]!;
    const loggedBefore = h.log.entries().length;
    forge(m).sendChained("action", { action: { ...legal, ...junk } }, "0".repeat(64));
    await waitFor([h], () => stopped(h), 5000, "the action is judged");
    assert.equal(stopReason(h)!.code, "illegal-action");
    assert.match(stopReason(h)!.message, /has no field "(note|__proto__)"/);
    // Only kept as evidence (and our signed result: the forfeit).
    assert.ok(h.log.entries().slice(loggedBefore).every((e) => e.kind === "evidence" || (e.kind === "message" && e.direction === "out")), "only kept as evidence");
    assertForfeit(h);
    assert.equal(({} as Record<string, unknown>).polluted, undefined, "no prototype was touched");
    h.close();
    m.close();
  }
});

test("a message far larger than any honest one is refused before it is parsed; play goes on", async () => {
  const h = honest();
  const m = attacker();
  const { bEnd } = connect(h, m);
  await waitFor([h, m], () => h.status === "playing" && m.status === "playing", 5000, "the match starts");
  const mIdentity = (m as unknown as { identity: Parameters<typeof encodeMessage>[0] }).identity;
  const big = encodeMessage(mIdentity, { gameId: h.gameId, seq: 0, prev: "0".repeat(64), ack: 0, type: "chat", body: { text: "z".repeat(150_000) } });
  bEnd.send(big.frame);
  await waitFor([h], () => h.incidents.some((x) => x.code === "oversized"), 5000, "refused");
  assert.match(h.incidents.find((x) => x.code === "oversized")!.message, /limit 131072/);
  assert.equal(h.status, "playing");
  h.close();
  m.close();
});

// ---- 5. handshake --------------------------------------------------------------------------------

test("a handshake that does not complete in time stops with a clear message", async () => {
  const h = honest({ handshakeTimeoutMs: 300 });
  const [hEnd, silent] = memoryPair();
  let closed = false;
  silent.onClose(() => (closed = true));
  h.attach(hEnd); // nobody answers on the other end
  await waitFor([h], () => stopped(h), 5000, "the handshake times out");
  assert.equal(stopReason(h)!.code, "handshake-timeout");
  assert.match(stopReason(h)!.message, /did not complete the handshake within 0 s\. The match did not start/);
  await waitFor([h], () => closed, 2000, "the connection is closed");
  h.close();
});

test("an opponent that saw our half of the seed and never revealed theirs is recorded as walking away", async () => {
  const h = honest({ handshakeTimeoutMs: 500 });
  const m = attacker();
  const [hEnd, wire] = memoryPair();
  const [mEnd, wire2] = memoryPair();
  // The attacker's program holds back its reveal: with ours it could already compute both hands.
  wire.onMessage((bytes) => wire2.send(bytes));
  wire2.onMessage((bytes) => {
    const type = JSON.parse(new TextDecoder().decode(bytes.subarray(1, bytes.length - 64))).type;
    if (type !== "reveal") wire.send(bytes);
  });
  h.attach(hEnd);
  m.attach(mEnd);
  await waitFor([h], () => stopped(h), 5000, "the handshake is abandoned");
  assert.equal(stopReason(h)!.code, "abandoned-handshake");
  assert.match(stopReason(h)!.message, /received your half of the shuffle seed but never revealed theirs/);
  assert.ok(evidenceCodes(h).includes("abandoned-handshake"), "their signed commitment is kept as evidence");
  assert.ok(h.log.entries().some((e) => e.kind === "message" && e.direction === "out" && e.type === "reveal"), "our reveal is in the log");
  h.close();
  m.close();
});
