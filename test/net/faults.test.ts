/**
 * Play through a seeded faulty transport (drop, delay, duplicate, reorder, tamper), and
 * connection cuts mid-turn with reconnection on a new transport.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { withFaults, type FaultPlan } from "../../app/host/net/faulty-transport";
import { memoryPair } from "../../app/host/net/memory-transport";
import { decodeMessage } from "../../app/host/net/protocol";
import { SeededRandom } from "../../app/host/net/seeded-random";
import { autoPlay, countingSession, playOneMove, waitFor, type CountingSession } from "./helpers";

function faultyLink(plan: Omit<FaultPlan, "seed">, seed: number) {
  const [a, b] = memoryPair();
  return [withFaults(a, { ...plan, seed: `${seed}-a` }), withFaults(b, { ...plan, seed: `${seed}-b` })] as const;
}

test("the seeded generator is deterministic", () => {
  const a = new SeededRandom(42);
  const b = new SeededRandom(42);
  const c = new SeededRandom(43);
  const xs = Array.from({ length: 5 }, () => a.next());
  assert.deepEqual(xs, Array.from({ length: 5 }, () => b.next()));
  assert.notDeepEqual(xs, Array.from({ length: 5 }, () => c.next()));
  assert.ok(xs.every((x) => x >= 0 && x < 1));
});

test("the faulty transport's decisions are reproducible from its seed", async () => {
  const run = async () => {
    const [a, b] = memoryPair();
    const f = withFaults(a, { seed: 7, drop: 0.2, duplicate: 0.2, reorder: 0.2, tamper: 0.1 });
    const got: number[] = [];
    b.onMessage((bytes) => got.push(bytes[0]!));
    for (let i = 0; i < 50; i++) f.send(new Uint8Array([i, 0, 0, 0]));
    await new Promise((r) => setTimeout(r, 60));
    f.close();
    return { got, stats: { ...f.stats } };
  };
  const first = await run();
  const second = await run();
  assert.deepEqual(first, second);
  assert.ok(first.stats.dropped > 0 && first.stats.duplicated > 0 && first.stats.reordered > 0 && first.stats.tampered > 0);
});

const PLAN: Omit<FaultPlan, "seed"> = { drop: 0.2, duplicate: 0.15, reorder: 0.15, tamper: 0.05, delayMs: [0, 15] };

for (const seed of [1, 2, 3, 4]) {
  test(`seed ${seed}: a full match over a lossy, duplicating, reordering, tampering link ends with the same final hash`, async () => {
    const host = countingSession("host", { retransmitMs: 100 });
    const guest = countingSession("guest", { retransmitMs: 100 });
    autoPlay(host);
    autoPlay(guest);
    const [ta, tb] = faultyLink(PLAN, seed);
    host.attach(ta);
    guest.attach(tb);
    await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null, 20_000, `match end (seed ${seed})`);
    assert.equal(host.stateHash, guest.stateHash);
    assert.deepEqual(host.result, guest.result);
    assert.equal(host.state!.total, host.state!.target);
    // Faults really happened, and none of them made either side accept anything wrong.
    const faults = ta.stats.dropped + tb.stats.dropped + ta.stats.duplicated + tb.stats.duplicated + ta.stats.reordered + tb.stats.reordered;
    assert.ok(faults > 0, "faults were injected");
    for (const s of [host, guest]) {
      assert.equal(s.status, "finished");
      assert.ok(s.incidents.every((i) => !i.halted && ["bad-signature", "malformed"].includes(i.code)), JSON.stringify(s.incidents));
    }
    // Every move appears exactly once in both logs, in the same order.
    const moves = (s: CountingSession) => s.state!.moves.map((m) => `${m.player}${m.n}`).join(",");
    assert.equal(moves(host), moves(guest));
    host.close();
    guest.close();
  });
}

/** How many times the given action message of `author` is in `log`'s accepted messages. */
function countInLog(session: CountingSession, direction: "in" | "out", type: string): number {
  return session.log.entries().filter((e) => e.kind === "message" && e.direction === direction && e.type === type).length;
}

test("cut mid-turn before the action arrives: after reconnecting it is applied exactly once", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  let [ta, tb] = faultyLink({}, 1);
  host.attach(ta);
  guest.attach(tb);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  playOneMove(host, guest);
  await waitFor([host, guest], () => host.state!.moves.length === 1 && guest.state!.moves.length === 1);
  const mover = host.state!.turn === host.seat ? host : guest;
  const other = mover === host ? guest : host;
  ta.cut(); // the line drops...
  await waitFor([host, guest], () => !host.connected && !guest.connected);
  const r = mover.submit({ type: "add", player: mover.seat, n: 1 }); // ...and the player moves anyway
  assert.equal(r.ok, true, "logged locally, to be delivered later");
  assert.equal(other.state!.moves.length, 1, "not delivered while cut");
  [ta, tb] = faultyLink({}, 2);
  host.attach(ta);
  guest.attach(tb);
  await waitFor([host, guest], () => other.state!.moves.length === 2);
  assert.equal(host.stateHash, guest.stateHash);
  // Turns alternate, so move 1 was the other player's: the cut action is the mover's only one.
  assert.equal(countInLog(other, "in", "action"), 1, "received and logged once");
  assert.equal(other.state!.moves.filter((m) => m.player === mover.seat).length, 1, "applied once");
  // The game then plays on to the end.
  autoPlay(host);
  autoPlay(guest);
  await waitFor([host, guest], () => host.peerResult !== null && guest.peerResult !== null);
  assert.equal(host.stateHash, guest.stateHash);
  host.close();
  guest.close();
});

test("cut mid-turn after the action arrived but before its acknowledgement: the resend is dropped as a duplicate", async () => {
  const host = countingSession("host", { ackDelayMs: 1000 }); // acks would come late...
  const guest = countingSession("guest", { ackDelayMs: 1000 });
  let [ta, tb] = faultyLink({}, 3);
  host.attach(ta);
  guest.attach(tb);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing", 5000);
  const mover = host.state!.turn === host.seat ? host : guest;
  const other = mover === host ? guest : host;
  mover.submit({ type: "add", player: mover.seat, n: 2 });
  await waitFor([other], () => other.state!.moves.length === 1);
  ta.cut(); // ...and never come: the mover does not know the action arrived
  assert.ok(mover.heads.theirAck < mover.heads.mine, "the action is unacknowledged");
  const dupBefore = other.stats.duplicates;
  [ta, tb] = faultyLink({}, 4);
  host.attach(ta);
  guest.attach(tb);
  await waitFor([host, guest], () => other.stats.duplicates > dupBefore, 3000, "the resent action");
  await waitFor([host, guest], () => mover.heads.theirAck === mover.heads.mine, 3000, "acknowledged");
  assert.equal(other.state!.moves.length, 1, "applied exactly once");
  assert.deepEqual(other.state!.moves, [{ player: mover.seat, n: 2 }]);
  assert.equal(countInLog(other, "in", "action"), 1);
  assert.equal(host.stateHash, guest.stateHash);
  host.close();
  guest.close();
});

test("heads exchange on reconnect: a gap on both sides is filled in both directions", async () => {
  const host = countingSession("host");
  const guest = countingSession("guest");
  let [ta, tb] = faultyLink({}, 5);
  host.attach(ta);
  guest.attach(tb);
  await waitFor([host, guest], () => host.status === "playing" && guest.status === "playing");
  ta.cut();
  host.chat("are you there?");
  guest.chat("hello?");
  host.chat("lost connection");
  [ta, tb] = faultyLink({}, 6);
  host.attach(ta);
  guest.attach(tb);
  await waitFor([host, guest], () => host.chats.length === 3 && guest.chats.length === 3);
  assert.deepEqual(guest.chats.filter((c) => c.from === "peer").map((c) => c.text), ["are you there?", "lost connection"]);
  assert.deepEqual(host.chats.filter((c) => c.from === "peer").map((c) => c.text), ["hello?"]);
  const sentFrames = host.log.entries().filter((e) => e.kind === "message" && e.direction === "out").map((e) => decodeMessage(e.frame).payload.seq);
  assert.deepEqual(sentFrames, [...sentFrames].sort((a, b) => a - b), "own log in seq order");
  host.close();
  guest.close();
});
