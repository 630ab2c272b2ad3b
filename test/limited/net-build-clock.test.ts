/**
 * The deck-building clock of a network limited event (build-clock.ts), at the event's signed
 * messages: real SQLite collections, the two sessions over an in-memory pair, the clock's time
 * injected (`now`; no test waits for it). The proposal carries the clock (or none) and the
 * acceptance names the proposal; a forged clock out of range, or an acceptance of another
 * proposal, is refused and changes nothing; an old log without either field resumes with no clock;
 * the start time survives a restart of the collection; a side whose time is up submits the deck
 * being edited if legal, else the computer's build, and its game-1 builder is then locked.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { openCollection } from "../../app/host/collection/index";
import { EventSession } from "../../app/host/limited/event/session";
import { decodeEventMessage, encodeEventMessage, ZERO_ID } from "../../app/host/limited/event/wire";
import { memoryPair } from "../../app/host/net/memory-transport";
import { toHex } from "../../app/host/net/bytes";
import { randomBytes } from "node:crypto";
import { cleanup, deck40, player, waitUntil, type Player } from "./net-helpers";

after(cleanup);

const MIN = 60_000;

/** A clock the test moves by hand. */
function testClock(start = Date.UTC(2026, 0, 1)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

async function pair(buildMinutes: number | null, clock = testClock()) {
  const alice = player("Alice");
  const bob = player("Bob");
  const [ta, tb] = memoryPair();
  const host = new EventSession({ identity: alice.identity, ctx: alice.svc.ctx, role: "host", name: "Alice", now: clock.now });
  const guest = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob", now: clock.now });
  host.attach(ta);
  guest.attach(tb);
  host.propose("3ED:3", "sealed", buildMinutes);
  await waitUntil(() => guest.status === "proposed", 5000, "the proposal");
  return { alice, bob, host, guest, ta, tb, clock };
}

async function drawn(buildMinutes: number | null, clock = testClock()) {
  const p = await pair(buildMinutes, clock);
  p.guest.accept();
  await waitUntil(() => p.host.pool !== null && p.guest.pool !== null, 5000, "the pools");
  return p;
}

const frames = (p: Player) => p.svc.ctx.db.prepare("SELECT COUNT(*) FROM limited_net_frames").pluck().get() as number;
const events = (p: Player) => p.svc.ctx.db.prepare("SELECT COUNT(*) FROM limited_net_events").pluck().get() as number;
const outFrames = (p: Player) => (p.svc.ctx.db.prepare("SELECT frame FROM limited_net_frames WHERE direction = 'out' ORDER BY n").pluck().all() as Buffer[]).map((f) => decodeEventMessage(new Uint8Array(f)));

describe("the deck-building clock in the proposal", () => {
  it("the guest sees the host's clock (or none) before accepting, and its acceptance names that proposal", async () => {
    const { alice, bob, host, guest } = await pair(30);
    assert.equal(guest.buildMinutes, 30);
    assert.equal(host.buildMinutes, 30);
    guest.accept();
    await waitUntil(() => host.pool !== null, 5000, "the pools");
    const [propose] = outFrames(alice);
    const [accept] = outFrames(bob);
    assert.equal(propose!.payload.body.buildMinutes, 30);
    assert.equal(accept!.payload.body.proposal, propose!.id, "the signed acceptance covers the proposal's terms");
    const none = await pair(null);
    assert.equal(none.guest.buildMinutes, null);
    assert.equal(outFrames(none.alice)[0]!.payload.body.buildMinutes, null);
    none.guest.accept();
    await waitUntil(() => none.guest.pool !== null, 5000, "the pools");
    assert.equal(none.guest.buildClock(), null, "no clock agreed: nothing counts");
    assert.equal(none.guest.submitIfTimeUp(), null);
  });

  it("the host's own program refuses a clock out of range", () => {
    const alice = player("Alice");
    const host = new EventSession({ identity: alice.identity, ctx: alice.svc.ctx, role: "host", name: "Alice" });
    for (const bad of [5, 91, 30.5, 0, -15]) assert.throws(() => host.propose("3ED:3", "sealed", bad), /The deck-building clock is none or 10 to 90 whole minutes/);
    assert.equal(host.key, null);
    assert.equal(events(alice), 0, "nothing was written");
  });

  it("a forged proposal with a clock out of range is refused (bad-body) and changes nothing; the honest one then goes through", async () => {
    const alice = player("Alice");
    const bob = player("Bob");
    const guest = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob" });
    const nonce = toHex(new Uint8Array(randomBytes(32)));
    const forged = (buildMinutes: unknown) =>
      encodeEventMessage(alice.identity, { event: nonce, seq: 1, prev: ZERO_ID, type: "propose", body: { nonce, name: "Alice", kind: "sealed", spec: "3ED:3", buildMinutes } }).frame;
    for (const bad of [5, 91, 30.5, "30", -1, 1e9, true, [30], { m: 30 }]) {
      guest.receive(forged(bad));
      assert.equal(guest.incidents.at(-1)?.code, "bad-body", `buildMinutes ${JSON.stringify(bad)}`);
      assert.match(guest.incidents.at(-1)!.message, /The proposal: The deck-building clock is none or 10 to 90 whole minutes/);
      assert.deepEqual([guest.status, guest.key, guest.buildMinutes, frames(bob), events(bob)], ["proposing", null, null, 0, 0], "nothing changed");
    }
    guest.receive(forged(45));
    assert.deepEqual([guest.status, guest.buildMinutes, frames(bob)], ["proposed", 45, 1]);
  });

  it("an acceptance that names another proposal, or none, is refused and changes nothing", async () => {
    const { alice, bob, host, guest } = await pair(20);
    const accept = (body: Record<string, unknown>) => encodeEventMessage(bob.identity, { event: host.key!, seq: 1, prev: ZERO_ID, type: "accept", body }).frame;
    const nonce = toHex(new Uint8Array(randomBytes(32)));
    host.receive(accept({ nonce, name: "Bob", proposal: "ab".repeat(32) }));
    assert.equal(host.incidents.at(-1)?.code, "bad-body");
    assert.match(host.incidents.at(-1)!.message, /The acceptance names another proposal than the host's/);
    host.receive(accept({ nonce, name: "Bob" }));
    assert.match(host.incidents.at(-1)!.message, /An acceptance: bad or missing "proposal"/);
    assert.deepEqual([host.status, frames(alice)], ["proposing", 1], "nothing changed");
    guest.accept();
    await waitUntil(() => host.pool !== null && guest.pool !== null, 5000, "the honest acceptance goes through");
    assert.equal(frames(bob) > 0, true);
  });

  it("an old log (a proposal without a clock, an acceptance without the proposal's id) resumes, with no clock", async () => {
    const alice = player("Alice");
    const bob = player("Bob");
    const nonce = toHex(new Uint8Array(randomBytes(32)));
    // The two frames as a program before the clock wrote them, in both logs.
    const propose = encodeEventMessage(alice.identity, { event: nonce, seq: 1, prev: ZERO_ID, type: "propose", body: { nonce, name: "Alice", kind: "sealed", spec: "3ED:3" } });
    const accept = encodeEventMessage(bob.identity, { event: nonce, seq: 1, prev: ZERO_ID, type: "accept", body: { nonce: toHex(new Uint8Array(randomBytes(32))), name: "Bob" } });
    const write = (p: Player, role: string, rows: [string, Uint8Array][]) => {
      p.svc.ctx.db.prepare("INSERT INTO limited_net_events (key, role, created_at) VALUES (?, ?, ?)").run(nonce, role, new Date().toISOString());
      rows.forEach(([dir, f], i) => p.svc.ctx.db.prepare("INSERT INTO limited_net_frames (key, n, direction, frame) VALUES (?, ?, ?, ?)").run(nonce, i + 1, dir, Buffer.from(f)));
    };
    write(alice, "host", [["out", propose.frame], ["in", accept.frame]]);
    write(bob, "guest", [["in", propose.frame], ["out", accept.frame]]);
    const host = new EventSession({ identity: alice.identity, ctx: alice.svc.ctx, role: "host", name: "Alice", key: nonce });
    const guest = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob", key: nonce });
    assert.deepEqual([host.status, host.buildMinutes, guest.buildMinutes], ["drawing", null, null]);
    const [ta, tb] = memoryPair();
    host.attach(ta);
    guest.attach(tb);
    await waitUntil(() => host.pool !== null && guest.pool !== null, 5000, "the pools after the resume");
    assert.deepEqual([host.incidents, guest.incidents], [[], []]);
    assert.equal(host.buildClock(), null);
    host.readyFor(1, deck40(host));
    guest.readyFor(1, deck40(guest));
    await waitUntil(() => host.ready.peer === 1 && guest.ready.peer === 1, 5000, "both ready");
  });
});

describe("counting and the time running out", () => {
  it("the clock counts from when this side's pool was recorded, and a restart does not reset it", async () => {
    const clock = testClock();
    const { bob, guest } = await drawn(30, clock);
    const key = guest.key!;
    assert.deepEqual([guest.buildClock()!.startedAt, guest.buildClock()!.leftMs], [null, null], "not started before the pool is recorded");
    clock.advance(2 * MIN);
    guest.startBuildClock();
    const startedAt = clock.now();
    assert.deepEqual([guest.buildClock()!.leftMs, guest.buildClock()!.up], [30 * MIN, false]);
    clock.advance(12 * MIN);
    guest.detach();
    bob.svc.close();
    // The program restarts (a new process would open the same file): the clock goes on from the first start.
    const reopened = openCollection({ file: join(bob.dir, "collection.db"), playerName: "Bob" });
    try {
      const again = new EventSession({ identity: bob.identity, ctx: reopened.ctx, role: "guest", name: "Bob", key, now: clock.now });
      again.startBuildClock(); // the runner and the app call it on every run: the first start stays
      assert.deepEqual([again.buildClock()!.startedAt, again.buildClock()!.leftMs, again.buildClock()!.minutes], [startedAt, 18 * MIN, 30]);
      clock.advance(18 * MIN);
      assert.equal(again.buildClock()!.up, true);
    } finally {
      reopened.close();
    }
  });

  it("time up: the deck being edited is submitted if legal, else the computer's build; the builder is then locked for game 1", async () => {
    const clock = testClock();
    const { alice, bob, host, guest } = await drawn(15, clock);
    host.startBuildClock();
    guest.startBuildClock();
    const aliceDeck = deck40(host);
    host.saveDraft(aliceDeck);
    guest.saveDraft(Array(12).fill("Mountain")); // not legal: 12 cards
    clock.advance(15 * MIN - 1);
    assert.deepEqual([host.submitIfTimeUp(), guest.submitIfTimeUp(), host.ready.me, guest.ready.me], [null, null, 0, 0], "not up yet: nothing sent");
    const before = [frames(alice), frames(bob)];
    clock.advance(1);
    const whyA = host.submitIfTimeUp();
    const whyB = guest.submitIfTimeUp();
    assert.match(whyA!, /Your time to build ran out: the deck you were editing was submitted for game 1/);
    assert.match(whyB!, /the deck you were editing is not legal \(The main deck has 12 cards; a limited deck needs at least 40\): the computer's build from your pool was submitted for game 1/);
    await waitUntil(() => host.ready.peer === 1 && guest.ready.peer === 1, 5000, "both readies crossed");
    assert.deepEqual([frames(alice), frames(bob)], [before[0]! + 2, before[1]! + 2], "each sent its ready and received the other's");
    assert.deepEqual(host.games().find((g) => g.game === 1)!.myDeck, aliceDeck);
    const bobDeck = guest.games().find((g) => g.game === 1)!.myDeck;
    assert.equal(guest.checkMyDeck(bobDeck).valid, true, "the computer's build is legal");
    assert.notDeepEqual(bobDeck, Array(12).fill("Mountain"));
    assert.equal(guest.buildClock()!.auto, whyB, "why is kept for the player");
    // Locked for game 1: nothing more is saved or submitted, not twice either.
    assert.throws(() => guest.saveDraft(deck40(guest)), /the builder is locked for game 1/);
    assert.throws(() => guest.readyFor(1, deck40(guest)), /The next game is game 2/);
    assert.equal(guest.submitIfTimeUp(), null);
    assert.deepEqual([host.incidents, guest.incidents], [[], []]);
  });

  it("a side that submitted in time is not touched when its time runs out", async () => {
    const clock = testClock();
    const { host } = await drawn(10, clock);
    host.startBuildClock();
    const deck = deck40(host);
    host.readyFor(1, deck);
    clock.advance(11 * MIN);
    assert.equal(host.submitIfTimeUp(), null);
    assert.deepEqual(host.games().find((g) => g.game === 1)!.myDeck, deck);
    assert.equal(host.buildClock()!.auto, null);
  });
});

describe("the friend is late: a claim of game 1 (a tournament rule), judged by the receiver's own clock", () => {
  /** Alice's pool recorded at t0, Bob's `bobLate` later (each program counts from its own). */
  async function late(bobLate = 0) {
    const aliceClock = testClock();
    const bobClock = testClock();
    const p = await drawn(15, aliceClock);
    // Bob's session counts with its own clock.
    p.guest.detach();
    const guest = new EventSession({ identity: p.bob.identity, ctx: p.bob.svc.ctx, role: "guest", name: "Bob", key: p.guest.key!, now: bobClock.now });
    guest.attach(p.tb);
    p.host.startBuildClock();
    bobClock.advance(bobLate);
    guest.startBuildClock();
    return { ...p, guest, aliceClock, bobClock };
  }

  it("accepted when the friend never submitted and its own time is up: game 1 is the claimer's on both sides, and stays so after a restart", async () => {
    const { alice, bob, host, guest, aliceClock, bobClock } = await late();
    aliceClock.advance(15 * MIN);
    assert.match(host.submitIfTimeUp()!, /ran out/);
    await waitUntil(() => guest.ready.peer === 1, 5000, "Alice's ready");
    aliceClock.advance(2 * MIN - 1);
    assert.equal(host.canClaim(), false, "not before the agreed time and the grace");
    assert.throws(() => host.claim(), /Game 1 cannot be claimed now/);
    aliceClock.advance(1);
    assert.equal(host.canClaim(), true);
    // Bob's program was not running when its time ran out (it never submitted): its time is up.
    bobClock.advance(17 * MIN);
    const framesBefore = frames(alice);
    host.claim();
    await waitUntil(() => host.games().some((g) => g.game === 1 && g.winner), 5000, "Bob's forfeit");
    for (const [s, w] of [[host, "me"], [guest, "peer"]] as const) {
      const g1 = s.games().find((g) => g.game === 1)!;
      assert.deepEqual([g1.winner, g1.matchId, s.ready.me, s.ready.peer], [w, null, 1, 1]);
      assert.match(g1.reason!, /no deck submitted for game 1 within the agreed time to build \(claimed: a tournament rule\)/);
    }
    assert.equal(frames(alice), framesBefore + 1, "the claim is not logged; Bob's forfeit is");
    assert.deepEqual(host.standings(), { me: 1, peer: 0, draws: 0, over: false, winner: null });
    // Bob lost game 1: he chooses who plays first in game 2 (CR 103.1); his game-1 deck is locked.
    assert.deepEqual([guest.chooser(2), host.chooser(2)], ["me", "peer"]);
    assert.throws(() => guest.readyFor(1, deck40(guest)), /The next game is game 2/);
    assert.equal(guest.submitIfTimeUp(), null);
    assert.equal(host.canClaim(), false);
    guest.readyFor(2, deck40(guest), "me");
    host.readyFor(2, deck40(host));
    await waitUntil(() => host.ready.peer === 2 && guest.ready.peer === 2, 5000, "both ready for game 2");
    assert.deepEqual([host.startingRole(2), guest.startingRole(2)], ["guest", "guest"]);
    // Rebuilt from the logs: the same game 1.
    const again = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob", key: guest.key! });
    assert.deepEqual(again.games().find((g) => g.game === 1)!.winner, "peer");
    assert.deepEqual([host.incidents, guest.incidents], [[], []]);
  });

  it("disputed when the claim crossed the friend's ready: an incident, nothing changes, game 1 is played", async () => {
    const { bob, host, guest, aliceClock, bobClock } = await late();
    aliceClock.advance(15 * MIN);
    host.submitIfTimeUp();
    await waitUntil(() => guest.ready.peer === 1, 5000, "Alice's ready");
    aliceClock.advance(2 * MIN);
    // Bob's ready is on its way (not yet at Alice's) when Alice's claim leaves.
    guest.detach();
    bobClock.advance(15 * MIN);
    guest.submitIfTimeUp();
    const claim = host.claim();
    const before = JSON.stringify([guest.ready, guest.games(), frames(bob)]);
    guest.receive(claim);
    assert.equal(guest.incidents.at(-1)?.code, "disputed");
    assert.match(guest.incidents.at(-1)!.message, /your program had sent it \(the claim crossed it\): refused, nothing changes/);
    assert.equal(JSON.stringify([guest.ready, guest.games(), frames(bob)]), before, "nothing changed");
    const [ta, tb] = memoryPair();
    host.attach(ta);
    guest.attach(tb);
    await waitUntil(() => host.ready.peer === 1, 5000, "Bob's ready reaches Alice after the reconnection");
    assert.equal(host.canClaim(), false);
    assert.equal(host.games().find((g) => g.game === 1)!.winner, null, "game 1 is to be played");
    assert.deepEqual(host.incidents, []);
  });

  it("disputed when the friend's own time is not up (its pool was recorded later): nothing changes until its time runs out", async () => {
    const { bob, host, guest, aliceClock, bobClock } = await late(5 * MIN);
    aliceClock.advance(15 * MIN);
    host.submitIfTimeUp();
    await waitUntil(() => guest.ready.peer === 1, 5000, "Alice's ready");
    aliceClock.advance(2 * MIN);
    bobClock.advance(12 * MIN); // the same moment: Bob's pool was recorded 5 minutes after Alice's, 3 minutes left by his clock
    const before = JSON.stringify([guest.ready, guest.games(), frames(bob)]);
    host.claim();
    await waitUntil(() => guest.incidents.length > 0, 5000, "Bob's program judges the claim");
    assert.equal(guest.incidents[0]!.code, "disputed");
    assert.match(guest.incidents[0]!.message, /your own time to build is not up \(by this program's clock: 180 s left\): refused, nothing changes/);
    assert.equal(JSON.stringify([guest.ready, guest.games(), frames(bob)]), before, "nothing changed");
    bobClock.advance(3 * MIN);
    assert.match(guest.submitIfTimeUp()!, /ran out/);
    await waitUntil(() => host.ready.peer === 1, 5000, "Bob's ready");
    assert.equal(host.canClaim(), false);
    assert.equal(host.games().find((g) => g.game === 1)!.winner, null);
  });

  it("forged claims and forfeits are refused and change nothing", async () => {
    const { alice, bob, host, guest, aliceClock, bobClock } = await late();
    const claimOf = (p: Player, s: EventSession, body: Record<string, unknown>) => {
      const last = outFrames(p).at(-1)!;
      return encodeEventMessage(p.identity, { event: s.key!, seq: last.payload.seq, prev: last.id, type: "claim", body }).frame;
    };
    aliceClock.advance(20 * MIN);
    bobClock.advance(20 * MIN);
    const before = JSON.stringify([guest.ready, guest.games(), frames(bob)]);
    // Alice has not sent her own deck: she cannot claim.
    guest.receive(claimOf(alice, host, { game: 1 }));
    assert.match(guest.incidents.at(-1)!.message, /A claim of game 1 from a friend that has not sent its own deck for it/);
    host.readyFor(1, deck40(host));
    await waitUntil(() => guest.ready.peer === 1, 5000, "Alice's ready");
    const after1 = JSON.stringify([guest.ready, guest.games(), frames(bob)]);
    guest.receive(claimOf(alice, host, { game: 2 }));
    assert.match(guest.incidents.at(-1)!.message, /A claim: bad or missing "game"/);
    guest.receive(claimOf(alice, host, { game: 1, extra: true }));
    assert.match(guest.incidents.at(-1)!.message, /A claim: unknown field "extra"/);
    // Bob's key signing a claim "from Alice" (a claim is the friend's own): refused.
    guest.receive(claimOf(bob, guest, { game: 1 }));
    assert.equal(guest.incidents.at(-1)!.code, "wrong-key");
    assert.equal(JSON.stringify([guest.ready, guest.games(), frames(bob)]), after1, "nothing changed");
    assert.notEqual(before, after1);
    // A forfeit by Bob's key in Alice's name cannot pass either; a forfeit chained by Alice after her own ready is refused.
    const last = outFrames(alice).at(-1)!;
    const forfeit = encodeEventMessage(alice.identity, { event: host.key!, seq: last.payload.seq + 1, prev: last.id, type: "forfeit", body: { game: 1, claim: "ab".repeat(32) } }).frame;
    guest.receive(forfeit);
    assert.match(guest.incidents.at(-1)!.message, /A forfeit of game 1 after this side's deck for it/);
    assert.equal(JSON.stringify([guest.ready, guest.games(), frames(bob)]), after1, "nothing changed");
  });
});
