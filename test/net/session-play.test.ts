/**
 * A whole match over the in-memory transport: handshake, fair seed, play to the end,
 * signed results, chat, concede, resume from the log.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { memoryPair } from "../../app/host/net/memory-transport";
import { MemoryMatchLog } from "../../app/host/net/match-log";
import { MemoryKnownPeers } from "../../app/host/net/known-peers";
import { autoPlay, countingSession, newIdentity, waitFor, type CountingSession } from "./helpers";

function connect(a: CountingSession, b: CountingSession) {
  const [ta, tb] = memoryPair();
  a.attach(ta);
  b.attach(tb);
  return [ta, tb] as const;
}

test("two sessions handshake, agree on game id and seed, and play to the end with identical hashes", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  autoPlay(host);
  autoPlay(guest);
  connect(host, guest);
  await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null, 5000, "both results confirmed");

  assert.equal(host.gameId, guest.gameId);
  assert.match(host.gameId, /^[0-9a-f]{64}$/);
  assert.equal(host.seed, guest.seed);
  assert.equal(host.seat, "A");
  assert.equal(guest.seat, "B");
  assert.equal(host.status, "finished");
  assert.equal(guest.status, "finished");
  assert.deepEqual(host.result, guest.result);
  assert.equal(host.stateHash, guest.stateHash);
  assert.equal(host.result!.finalHash, host.stateHash);
  assert.ok(host.state!.moves.length >= 5, "a real game was played");
  assert.equal(host.state!.total, host.state!.target);
  assert.deepEqual(host.state!.deckSizes, { A: 3, B: 3 }, "decklists came through the handshake");
  assert.deepEqual(host.incidents, []);
  assert.deepEqual(guest.incidents, []);
  host.close();
  guest.close();
});

test("each game gets a fresh game id and seed", async () => {
  const seeds = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const host = countingSession("host");
    const guest = countingSession("guest");
    connect(host, guest);
    await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
    seeds.add(host.seed);
    host.close();
    guest.close();
  }
  assert.equal(seeds.size, 3);
});

test("peers see each other's fingerprints; keys are pinned on first contact", async () => {
  const pins = new MemoryKnownPeers();
  const bob = newIdentity();
  const host = countingSession("host", { knownPeers: pins });
  const guest = countingSession("guest", { identity: bob });
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  assert.equal(host.peer!.fingerprint, bob.fingerprint);
  assert.equal(host.peer!.firstContact, true);
  assert.equal(pins.get("Bob")!.publicKey, bob.publicKey);
  host.close();
  guest.close();

  // Second game with the same Bob: known, not first contact.
  const host2 = countingSession("host", { knownPeers: pins });
  const guest2 = countingSession("guest", { identity: bob });
  connect(host2, guest2);
  await waitFor([host2, guest2], () => host2.status === "playing");
  assert.equal(host2.peer!.firstContact, false);
  host2.close();
  guest2.close();

  // A different key calling itself Bob: the handshake stops with a clear explanation.
  const host3 = countingSession("host", { knownPeers: pins });
  const impostor = countingSession("guest");
  connect(host3, impostor);
  await waitFor([host3], () => host3.status === "halted");
  assert.equal(host3.haltReason!.code, "identity-mismatch");
  assert.match(host3.haltReason!.message, /different identity key than the one pinned/);
  assert.match(host3.haltReason!.message, new RegExp(bob.fingerprint));
  assert.equal(host3.state, null, "no game was created");
  host3.close();
  impostor.close();
});

test("an expected fingerprint (from the invite code) refuses anyone else", async () => {
  const host = countingSession("host", { expectedPeerFingerprint: newIdentity().fingerprint });
  const guest = countingSession("guest");
  connect(host, guest);
  await waitFor([host], () => host.incidents.length > 0);
  assert.equal(host.incidents[0]!.code, "wrong-key");
  assert.equal(host.status, "handshake");
  host.close();
  guest.close();
});

test("a version mismatch stops the handshake and says what differs", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest", { local: { name: "Bob", app: "0.2.0", cards: "cards-other", deck: [] } });
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "halted" && guest.status === "halted");
  assert.equal(host.haltReason!.code, "version-mismatch");
  assert.match(host.haltReason!.message, /Moxen version: 0\.1\.0 here, 0\.2\.0 on their side/);
  assert.match(host.haltReason!.message, /card data: cards-test here, cards-other on their side/);
  assert.doesNotMatch(host.haltReason!.message, /rules engine/);
  assert.match(guest.haltReason!.message, /Moxen version: 0\.2\.0 here, 0\.1\.0 on their side/);
  host.close();
  guest.close();
});

test("chat is signed, logged on both sides and does not touch the game state", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  assert.throws(() => host.chat("anyone?"), /Chat is available once the match has started/);
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  const before = host.stateHash;
  host.chat("good luck!");
  guest.chat("you too");
  await waitFor([host, guest], () => host.chats.length === 2 && guest.chats.length === 2);
  assert.deepEqual(guest.chats.map((c) => `${c.from}: ${c.text}`).sort(), ["me: you too", "peer: good luck!"]);
  assert.deepEqual(host.chats.map((c) => `${c.from}: ${c.text}`).sort(), ["me: good luck!", "peer: you too"]);
  assert.equal(host.stateHash, before);
  assert.equal(guest.stateHash, before);
  const logged = guest.log.entries().filter((e) => e.kind === "message" && e.type === "chat");
  assert.equal(logged.length, 2);
  assert.throws(() => host.chat("x".repeat(501)), /chat text must be text of 1–500 characters/);
  host.close();
  guest.close();
});

test("conceding ends the match with a signed result on both sides", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  guest.concede();
  await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null);
  assert.deepEqual(host.result, { winner: "A", reason: "concede", finalHash: host.stateHash });
  assert.deepEqual(guest.result, host.result);
  const results = host.log.entries().filter((e) => e.kind === "message" && e.type === "result");
  assert.equal(results.length, 2, "both signed results are in the host's log");
  host.close();
  guest.close();
});

test("a concede crossing an action in flight still ends the match cleanly on both sides", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  const [acting, conceding] = host.state!.turn === "A" ? [host, guest] : [guest, host];
  // Both happen before either message arrives: the action and the concede cross on the wire.
  assert.equal(acting.submit({ type: "add", player: acting.seat, n: 1 }).ok, true);
  conceding.concede();
  await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null);
  assert.equal(host.status, "finished");
  assert.equal(guest.status, "finished");
  assert.equal(host.result!.winner, acting.seat);
  assert.equal(guest.result!.winner, acting.seat);
  assert.equal(conceding.state!.moves.length, 0, "the late action is logged but not applied");
  assert.equal(conceding.log.entries().filter((e) => e.kind === "message" && e.direction === "in" && e.type === "action").length, 1);
  assert.deepEqual([...host.incidents, ...guest.incidents], []);
  host.close();
  guest.close();
});

test("a timeout can be claimed only after the opponent held up the game for the set time", async () => {
  let clock = 1_000_000;
  const now = () => clock;
  const host = countingSession("host", { now, timeoutClaimMs: 60_000 });
  const guest = countingSession("guest", { now, timeoutClaimMs: 60_000 });
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  const [waiting, acting] = host.state!.turn === "A" ? [guest, host] : [host, guest];
  assert.throws(() => acting.claimTimeout(), /only be claimed while the opponent owes the next message.*Now you owe an action/);
  assert.throws(() => waiting.claimTimeout(), /owed an action for 0 s; a timeout can be claimed after 60 s/);
  clock += 61_000;
  waiting.claimTimeout();
  await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null);
  assert.equal(acting.result!.winner, waiting.seat);
  assert.equal(acting.result!.reason, "timeout");
  host.close();
  guest.close();
});

test("a local action that the rules refuse is never signed nor sent", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  connect(host, guest);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  const [acting, waiting] = host.state!.turn === "A" ? [host, guest] : [guest, host];
  const logBefore = acting.log.entries().length;
  assert.deepEqual(waiting.submit({ type: "add", player: waiting.seat, n: 1 }), {
    ok: false,
    rejection: { code: "not_your_priority", message: "It is not your turn to act: waiting for your opponent." },
  });
  const r = acting.submit({ type: "add", player: acting.seat, n: 4 });
  assert.equal(r.ok, false);
  assert.match((r as { rejection: { message: string } }).rejection.message, /You may add 1 to 3, not 4/);
  assert.equal(acting.log.entries().length, logBefore);
  host.close();
  guest.close();
});

test("a session rebuilt from its log (after a restart) resumes the match", async () => {
  const hostLog = new MemoryMatchLog();
  const hostId = newIdentity();
  let host = countingSession("host", { log: hostLog, identity: hostId });
  const guest = countingSession("guest");
  autoPlay(guest);
  let stopHost = autoPlay(host);
  connect(host, guest);
  await waitFor([host, guest], () => (host.state?.moves.length ?? 0) >= 3);
  // "Crash": the host process disappears mid-game; only its log survives.
  stopHost();
  host.close();
  const hashAtCrash = host.stateHash;
  host = countingSession("host", { log: hostLog, identity: hostId });
  assert.equal(host.status, "playing");
  assert.equal(host.stateHash, hashAtCrash, "state rebuilt by replaying the log");
  stopHost = autoPlay(host);
  connect(host, guest);
  await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null, 5000, "match end after resume");
  assert.equal(host.stateHash, guest.stateHash);
  assert.deepEqual(host.incidents, []);
  assert.deepEqual(guest.incidents, []);
  host.close();
  guest.close();
});
