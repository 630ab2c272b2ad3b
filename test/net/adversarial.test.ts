/**
 * The adversarial cases of the protocol, each with its expected outcome: what is refused,
 * whether the match halts, and that nothing refused is ever applied.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { encodeMessage, decodeMessage, ZERO_ID } from "../../app/host/net/protocol";
import { commitment, deriveGameId } from "../../app/host/net/handshake";
import { toBase64Url } from "../../app/host/net/bytes";
import { countingGame, type CountingAction } from "./fixtures/counting-game";
import { assertForfeit, countingSession, newIdentity, playOneMove, sleep, stopped, stopReason, Tap, waitFor, type CountingSession } from "./helpers";
import { memoryPair } from "../../app/host/net/memory-transport";
import type { Identity } from "../../app/host/net/identity";

async function startedPair(opts: { guestRules?: ReturnType<typeof countingGame>; guestIdentity?: Identity; hostIdentity?: Identity } = {}) {
  const tap = new Tap();
  const guestIdentity = opts.guestIdentity ?? newIdentity();
  const host = countingSession("host", { identity: opts.hostIdentity ?? newIdentity() });
  const guest = countingSession("guest", { identity: guestIdentity, rules: opts.guestRules });
  host.attach(tap.a);
  guest.attach(tap.b);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing", 5000, "game start");
  return { tap, host, guest, guestIdentity };
}

/** Plays until it is the guest's turn (so that the guest's next action is interesting). */
async function untilGuestTurn(host: CountingSession, guest: CountingSession) {
  if (host.state!.turn !== "B") {
    playOneMove(host, guest);
    await waitFor([host, guest], () => guest.state!.turn === "B" && host.state!.turn === "B");
  }
}

/** The guest's next chained message, forged with its own key (what a modified client could sign). */
function forgeNext(identity: Identity, guest: CountingSession, host: CountingSession, type: string, body: unknown, postHash?: string) {
  const head = guest.log.head("out")!;
  return encodeMessage(identity, { gameId: host.gameId, seq: head.seq + 1, prev: head.id, ack: guest.heads.theirs, type, body, ...(postHash ? { postHash } : {}) });
}

const close = (...s: CountingSession[]) => s.forEach((x) => x.close());

test("1. a flipped byte: refused as forged, never applied; the genuine message is resent and play goes on", async () => {
  const { tap, host, guest } = await startedPair();
  await untilGuestTurn(host, guest);
  const hashBefore = host.stateHash;
  let flipped = false;
  tap.onBtoA = (bytes) => {
    if (flipped || decodeMessage(bytes).payload.type !== "action") return bytes;
    flipped = true;
    const copy = bytes.slice();
    copy[copy.length - 10]! ^= 0x01; // inside the signature: the bytes still parse
    return copy;
  };
  playOneMove(host, guest);
  await waitFor([host], () => host.incidents.length === 1);
  assert.equal(host.incidents[0]!.code, "bad-signature");
  assert.equal(host.incidents[0]!.halted, false);
  assert.equal(host.stateHash, hashBefore, "nothing applied");
  // No ack came back, so the guest resends the untouched message.
  await waitFor([host, guest], () => host.stateHash === guest.stateHash, 3000, "resend after tamper");
  assert.equal(host.status, "playing");
  assert.equal(host.state!.moves.length, guest.state!.moves.length);
  close(host, guest);
});

test("1b. a flipped byte inside the payload is refused (malformed or forged) and never applied", async () => {
  const { tap, host, guest } = await startedPair();
  await untilGuestTurn(host, guest);
  const movesBefore = host.state!.moves.length;
  let tampered = false;
  tap.onBtoA = (bytes) => {
    // Everything after the tampered message is held back until the check below: the guest's
    // genuine resend would otherwise be applied first on a slow machine, hiding what matters.
    if (tampered) return null;
    tampered = true;
    const copy = bytes.slice();
    copy[20]! ^= 0x04; // inside the JSON payload
    return copy;
  };
  playOneMove(host, guest);
  await waitFor([host], () => host.incidents.length >= 1);
  assert.ok(["bad-signature", "malformed"].includes(host.incidents[0]!.code), host.incidents[0]!.code);
  assert.equal(host.state!.moves.length, movesBefore, "the tampered message was not applied");
  // Let the guest's resends through: the genuine message arrives and play goes on.
  tap.onBtoA = null;
  await waitFor([host, guest], () => host.stateHash === guest.stateHash, 5000, "resend after tamper");
  assert.equal(host.status, "playing");
  close(host, guest);
});

test("2. a wrong key: a message signed by someone else is refused and not applied", async () => {
  const { tap, host, guest, guestIdentity } = await startedPair();
  await untilGuestTurn(host, guest);
  const mallory = newIdentity();
  const head = guest.log.head("out")!;
  const state = host.state!;
  const action: CountingAction = { type: "add", player: "B", n: 1 };
  const postHash = countingGame().hash((countingGame().apply(state, action) as { state: typeof state }).state);
  // Mallory's own key, otherwise a perfect next message from the guest.
  const asMallory = encodeMessage(mallory, { gameId: host.gameId, seq: head.seq + 1, prev: head.id, ack: 0, type: "action", body: { action }, postHash });
  tap.injectToA(asMallory.frame);
  // Mallory claiming to be the guest: the signature cannot match the guest's key.
  const claimed = { ...asMallory.payload, author: guestIdentity.publicKey };
  const payloadBytes = new TextEncoder().encode(JSON.stringify(claimed));
  const impersonation = new Uint8Array([1, ...payloadBytes, ...asMallory.signature]);
  tap.injectToA(impersonation);
  await waitFor([host], () => host.incidents.length === 2);
  assert.deepEqual(host.incidents.map((i) => i.code), ["wrong-key", "bad-signature"]);
  assert.match(host.incidents[0]!.message, new RegExp(`signed by ${mallory.fingerprint}, not by your opponent \\(${guestIdentity.fingerprint}\\)`));
  assert.equal(host.state, state, "state object untouched");
  assert.equal(host.status, "playing");
  close(host, guest);
});

test("3. a replay from an earlier game (same two players) is refused and not applied", async () => {
  const alice = newIdentity();
  const bob = newIdentity();
  const first = await startedPair({ hostIdentity: alice, guestIdentity: bob });
  await untilGuestTurn(first.host, first.guest);
  playOneMove(first.host, first.guest);
  await waitFor([first.host], () => first.host.state!.turn === "A");
  const oldAction = first.tap.fromB.map((f) => decodeMessage(f)).find((m) => m.payload.type === "action")!;
  close(first.host, first.guest);

  const second = await startedPair({ hostIdentity: alice, guestIdentity: bob });
  const hash = second.host.stateHash;
  second.tap.injectToA(oldAction.frame);
  await waitFor([second.host], () => second.host.incidents.length === 1);
  assert.equal(second.host.incidents[0]!.code, "wrong-game");
  assert.equal(second.host.incidents[0]!.halted, false);
  assert.equal(second.host.stateHash, hash);
  // The replayed seq must not be mistaken for a conflicting message later: play continues.
  await untilGuestTurn(second.host, second.guest);
  playOneMove(second.host, second.guest);
  await waitFor([second.host, second.guest], () => second.host.stateHash === second.guest.stateHash && second.host.state!.turn === "A");
  assert.equal(second.host.status, "playing");
  close(second.host, second.guest);
});

test("4. a duplicate is dropped silently", async () => {
  const { tap, host, guest } = await startedPair();
  await untilGuestTurn(host, guest);
  playOneMove(host, guest);
  await waitFor([host], () => host.state!.turn === "A");
  const hash = host.stateHash;
  const dupBefore = host.stats.duplicates;
  const last = tap.fromB.filter((f) => decodeMessage(f).payload.type === "action").at(-1)!;
  tap.injectToA(last);
  tap.injectToA(last);
  await waitFor([host], () => host.stats.duplicates === dupBefore + 2);
  assert.equal(host.stateHash, hash);
  assert.deepEqual(host.incidents, []);
  close(host, guest);
});

test("5. messages out of order are buffered and applied in order", async () => {
  const { tap, host, guest } = await startedPair();
  await untilGuestTurn(host, guest);
  const held: Uint8Array[] = [];
  tap.onBtoA = (bytes) => (decodeMessage(bytes).payload.seq > 0 ? (held.push(bytes), null) : bytes);
  guest.chat("one");
  guest.chat("two");
  playOneMove(host, guest);
  guest.chat("three");
  await sleep(20);
  tap.onBtoA = null;
  const unique = [...new Map(held.map((f) => [decodeMessage(f).payload.seq, f])).values()];
  assert.equal(unique.length, 4);
  for (const frame of unique.reverse()) tap.injectToA(frame); // newest first
  await waitFor([host], () => host.chats.length === 3 && host.stateHash === guest.stateHash);
  assert.deepEqual(host.chats.map((c) => c.text), ["one", "two", "three"]);
  assert.deepEqual(host.incidents, []);
  close(host, guest);
});

test("6. two different messages with the same seq are kept as evidence and the game halts", async () => {
  const { tap, host, guest, guestIdentity } = await startedPair();
  await untilGuestTurn(host, guest);
  const headBefore = guest.log.head("out")!;
  playOneMove(host, guest);
  await waitFor([host], () => host.state!.turn === "A");
  const stateAfter = host.state;
  // Same seq and prev as the action just sent, different content.
  const twin = encodeMessage(guestIdentity, { gameId: host.gameId, seq: headBefore.seq + 1, prev: headBefore.id, ack: 0, type: "chat", body: { text: "other history" } });
  tap.injectToA(twin.frame);
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "equivocation");
  assert.match(stopReason(host)!.message, /two different messages with the same number/);
  const evidence = host.log.entries().filter((e) => e.kind === "evidence" && e.code === "equivocation");
  assert.equal(evidence.length, 2, "both versions kept");
  const seqs = evidence.map((e) => decodeMessage(e.frame).payload.seq);
  assert.deepEqual(seqs, [headBefore.seq + 1, headBefore.seq + 1]);
  assert.notEqual(decodeMessage(evidence[0]!.frame).id, decodeMessage(evidence[1]!.frame).id);
  assert.equal(host.state, stateAfter);
  assert.equal(host.chats.length, 0);
  assert.equal(host.submit({ type: "add", player: "A", n: 1 }).ok, false, "no play after a halt");
  assertForfeit(host);
  close(host, guest);
});

test("7. an action by the player without priority (modified client) is rejected, reported, never applied", async () => {
  const { host, guest } = await startedPair({ guestRules: countingGame({ actAnytimeAs: "B" }) });
  if (host.state!.turn !== "A") {
    guest.submit({ type: "add", player: "B", n: 1 });
    await waitFor([host], () => host.state!.turn === "A");
  }
  const state = host.state;
  assert.equal(guest.submit({ type: "add", player: "B", n: 2 }).ok, true, "the cheat signs it");
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "out-of-turn");
  assert.match(stopReason(host)!.message, /^The opponent acted while it was your turn to act\. The opponent loses the match by forfeit/);
  assertForfeit(host);
  assert.equal(host.state, state, "never applied");
  assert.equal(host.log.entries().filter((e) => e.kind === "evidence" && e.code === "out-of-turn").length, 1);
  close(host, guest);
});

test("8. an illegal action from a modified client is rejected with the rules' reason, never applied", async () => {
  const { host, guest } = await startedPair({ guestRules: countingGame({ ignoreLimits: true }) });
  await untilGuestTurn(host, guest);
  const state = host.state;
  assert.equal(guest.submit({ type: "add", player: "B", n: 7 }).ok, true);
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "illegal-action");
  assert.match(stopReason(host)!.message, /illegal action: You may add 1 to 3, not 7/);
  assert.equal(host.state, state);
  close(host, guest);
});

test("8b. an action for the other seat is rejected", async () => {
  const { tap, host, guest, guestIdentity } = await startedPair();
  await untilGuestTurn(host, guest);
  const state = host.state!;
  const action = { type: "add", player: "A", n: 1 };
  tap.injectToA(forgeNext(guestIdentity, guest, host, "action", { action }, "x").frame);
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "wrong-seat");
  assert.equal(host.state, state);
  close(host, guest);
});

test("9. a wrong state hash produces a desync report with both hashes and both states; the side whose signed hash the other's engine refuses loses by forfeit there", async () => {
  // The guest's engine diverges on the second move of the game.
  const { host, guest } = await startedPair({ guestRules: countingGame({ miscountAt: 2 }) });
  playOneMove(host, guest);
  await waitFor([host, guest], () => host.state!.moves.length === 1 && guest.state!.moves.length === 1);
  playOneMove(guest, host); // second move: whoever moves, one side computes a different total
  await waitFor([host, guest], () => host.desync?.complete === true && guest.desync?.complete === true, 3000, "complete desync reports");
  const [detector, other] = host.desync!.action.by === "peer" ? [host, guest] : [guest, host];
  // The detector holds the other's signed action with a hash its engine refuses: a forfeit there.
  assert.equal(stopReason(detector)!.code, "desync");
  assertForfeit(detector);
  // The other side served the report (no replay) and went on; the detector's result then ended it.
  assert.equal(other.status, "finished");
  assert.ok(other.incidents.some((i) => i.code === "desync" && !i.halted));
  assert.equal(detector.desync!.action.by, "peer");
  assert.equal(other.desync!.action.by, "me");
  assert.equal(detector.desync!.action.seq, other.desync!.action.seq);
  assert.deepEqual(detector.desync!.hashes, { mine: other.desync!.hashes.theirs, theirs: other.desync!.hashes.mine });
  assert.notEqual(detector.desync!.hashes.mine, detector.desync!.hashes.theirs);
  assert.equal(detector.desync!.states.theirs, other.desync!.states.mine);
  assert.equal(detector.desync!.states.mine, other.desync!.states.theirs);
  const totals = [JSON.parse(detector.desync!.states.mine).total, JSON.parse(detector.desync!.states.theirs!).total];
  assert.equal(Math.abs(totals[0] - totals[1]), 1, "the states show the off-by-one");
  assert.equal(detector.state!.moves.length, 1, "the diverging action was not applied by the detector");
  close(host, guest);
});

test("10. a seed reveal that does not match its commitment aborts the handshake", async () => {
  const host = countingSession("host");
  const [hostEnd, cheaterEnd] = memoryPair();
  const cheater = newIdentity();
  const fromHost: ReturnType<typeof decodeMessage>[] = [];
  cheaterEnd.onMessage((bytes) => fromHost.push(decodeMessage(bytes)));
  host.attach(hostEnd);
  await waitFor([host], () => fromHost.some((m) => m.payload.type === "hello"));
  const hostHello = fromHost.find((m) => m.payload.type === "hello")!;
  const nonce = toBase64Url(new Uint8Array(32).fill(7));
  const committed = new Uint8Array(32).fill(1);
  const hello = encodeMessage(cheater, {
    gameId: "", seq: 1, prev: ZERO_ID, ack: 1, type: "hello",
    body: { role: "guest", format: "freeform", nonce, name: "Mallory", versions: { protocol: 3, app: "0.1.0", engine: "counting-game/1", cards: "cards-test" }, deck: [] },
  });
  const gameId = deriveGameId((hostHello.payload.body as { nonce: string }).nonce, nonce);
  const commit = encodeMessage(cheater, { gameId, seq: 2, prev: hello.id, ack: 1, type: "commit", body: { commitment: commitment(nonce, committed) } });
  cheaterEnd.send(hello.frame);
  cheaterEnd.send(commit.frame);
  await waitFor([host], () => fromHost.some((m) => m.payload.type === "reveal"));
  // Having seen the host's secret, the cheater "reveals" a different one of its own.
  const reveal = encodeMessage(cheater, { gameId, seq: 3, prev: commit.id, ack: 3, type: "reveal", body: { secret: toBase64Url(new Uint8Array(32).fill(2)) } });
  cheaterEnd.send(reveal.frame);
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "bad-reveal");
  assert.match(stopReason(host)!.message, /seed reveal does not match their commitment/);
  assert.equal(host.state, null, "no game was created from an untrusted seed");
  assert.equal(host.seed, "");
  host.close();
});

test("11. oversized and malformed messages are refused without effect; play goes on", async () => {
  const { tap, host, guest, guestIdentity } = await startedPair();
  const hash = host.stateHash;
  tap.injectToA(new Uint8Array(300_000)); // over the limit (128 kB outside a desync exchange)
  tap.injectToA(new Uint8Array([1, 2, 3])); // too short
  tap.injectToA(new Uint8Array(100).fill(0xff)); // not a frame
  const notJson = new Uint8Array(120).fill(0x41);
  notJson[0] = 1;
  tap.injectToA(notJson);
  const v1 = encodeMessage(newIdentity(), { v: 1, gameId: host.gameId, seq: 0, prev: ZERO_ID, ack: 0, type: "ack", body: {} });
  tap.injectToA(v1.frame);
  const noBody = encodeMessage(newIdentity(), { gameId: host.gameId, seq: 0, prev: ZERO_ID, ack: 0, type: "ack", body: {} });
  const stripped = JSON.parse(new TextDecoder().decode(noBody.payloadBytes));
  stripped.seq = -1;
  tap.injectToA(new Uint8Array([1, ...new TextEncoder().encode(JSON.stringify(stripped)), ...noBody.signature]));
  await waitFor([host], () => host.incidents.length === 6);
  assert.deepEqual(host.incidents.map((i) => i.code), ["oversized", "malformed", "malformed", "malformed", "protocol-version", "malformed"]);
  assert.match(host.incidents[0]!.message, /Message too large: 300000 bytes \(limit 131072\)/);
  assert.match(host.incidents[3]!.message, /not valid UTF-8 JSON/);
  assert.match(host.incidents[4]!.message, /protocol version 1 \(an older Moxen, which showed both decks to both programs: your opponent needs to update\); this version of Moxen speaks 3/);
  assert.match(host.incidents[5]!.message, /bad seq/);
  assert.ok(host.incidents.every((i) => !i.halted));
  assert.equal(host.stateHash, hash);
  // A malformed body inside a correctly signed message from the peer halts (it is the peer's fault).
  await untilGuestTurn(host, guest);
  tap.injectToA(forgeNext(guestIdentity, guest, host, "chat", { text: "" }).frame);
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "bad-body");
  assert.match(stopReason(host)!.message, /Malformed "chat" message: chat text must be text of 1–500 characters/);
  close(host, guest);
});

test("12. an unknown message type is rejected and reported", async () => {
  const { tap, host, guest, guestIdentity } = await startedPair();
  await untilGuestTurn(host, guest);
  const state = host.state;
  // Unsequenced (control) unknown type: reported, cannot block anything.
  tap.injectToA(encodeMessage(guestIdentity, { gameId: host.gameId, seq: 0, prev: ZERO_ID, ack: 0, type: "ping", body: {} }).frame);
  await waitFor([host], () => host.incidents.length === 1);
  assert.equal(host.incidents[0]!.code, "unknown-type");
  assert.equal(host.incidents[0]!.halted, false);
  // In the chain: the peer's history now contains something we cannot apply, so it halts.
  tap.injectToA(forgeNext(guestIdentity, guest, host, "teleport", { to: "win" }).frame);
  await waitFor([host], () => stopped(host));
  assert.equal(stopReason(host)!.code, "unknown-type");
  assert.match(stopReason(host)!.message, /^Unknown message type "teleport" \(protocol v3\)\. The opponent loses the match by forfeit/);
  assertForfeit(host);
  assert.equal(host.state, state);
  close(host, guest);
});
