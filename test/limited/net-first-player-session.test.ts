/**
 * Who chooses who plays first in a network limited event (CR 103.1), at the event's signed messages
 * (real SQLite collections; the two event sessions talk over an in-memory pair; each game's result
 * is recorded as the runner records it once the game's audit is done). Only the loser of the
 * previous game names the starting player in its ready; a ready that breaks this is refused with a
 * clear code and changes nothing; a friend's ready that arrives before our record of the previous
 * game waits for it; a session rebuilt from its log finds the same choice.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { EventSession } from "../../app/host/limited/event/session";
import { decodeEventMessage, encodeEventMessage } from "../../app/host/limited/event/wire";
import { memoryPair } from "../../app/host/net/memory-transport";
import { cleanup, deck40, player, waitUntil, type Player } from "./net-helpers";

after(cleanup);

async function pair() {
  const alice = player("Alice");
  const bob = player("Bob");
  const [ta, tb] = memoryPair();
  const host = new EventSession({ identity: alice.identity, ctx: alice.svc.ctx, role: "host", name: "Alice" });
  const guest = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob" });
  host.attach(ta);
  guest.attach(tb);
  host.propose("3ED:3");
  await waitUntil(() => guest.status === "proposed", 5000, "the proposal");
  guest.accept();
  await waitUntil(() => host.pool !== null && guest.pool !== null, 5000, "the pools");
  return { alice, bob, host, guest, ta, tb };
}


/** `p`'s next event message, correctly chained and signed (what a modified program would send). */
function next(p: Player, event: string, body: Record<string, unknown>): Uint8Array {
  const frames = p.svc.ctx.db.prepare("SELECT frame FROM limited_net_frames WHERE direction = 'out' ORDER BY n").pluck().all() as Buffer[];
  const last = decodeEventMessage(new Uint8Array(frames.at(-1)!));
  return encodeEventMessage(p.identity, { event, seq: last.payload.seq + 1, prev: last.id, type: "ready", body }).frame;
}

const frameCount = (p: Player) => p.svc.ctx.db.prepare("SELECT COUNT(*) FROM limited_net_frames").pluck().get() as number;

/** Game `n` played (both ready), won by Alice (the host) or drawn, recorded on both sides. */
async function play(host: EventSession, guest: EventSession, n: number, winner: "alice" | "bob" | "draw", first?: { by: "host" | "guest"; first: "me" | "peer" }) {
  host.readyFor(n, deck40(host), first?.by === "host" ? first.first : undefined);
  guest.readyFor(n, deck40(guest), first?.by === "guest" ? first.first : undefined);
  await waitUntil(() => host.ready.peer === n && guest.ready.peer === n, 5000, `both ready for game ${n}`);
  const w = (me: "alice" | "bob") => (winner === "draw" ? "draw" : winner === me ? "me" : "peer");
  host.recordGame(n, { matchId: 100 + n, winner: w("alice"), reason: "test" });
  guest.recordGame(n, { matchId: 200 + n, winner: w("bob"), reason: "test" });
}

describe("who chooses who plays first (CR 103.1)", () => {
  it("game 1 is drawn by the match protocol: nobody chooses, and a ready that names a first player is refused", async () => {
    const { alice, bob, host, guest } = await pair();
    assert.equal(host.chooser(1), null);
    assert.throws(() => host.readyFor(1, deck40(host), "me"), /You do not choose who plays first in game 1: it is drawn at random/);
    const before = JSON.stringify([host.ready, frameCount(alice)]);
    host.receive(next(bob, host.key!, { game: 1, first: "me" }));
    assert.equal(host.incidents.at(-1)?.code, "bad-body");
    assert.match(host.incidents.at(-1)!.message, /Game 1: only the loser of the previous game chooses who plays first \(CR 103\.1\); this game's first player is drawn at random/);
    assert.equal(JSON.stringify([host.ready, frameCount(alice)]), before, "nothing changed");
    guest.readyFor(1, deck40(guest));
    await waitUntil(() => host.ready.peer === 1, 5000, "the honest ready still goes through");
    assert.equal(host.startingPlayer(1), null);
    assert.equal(host.startingRole(1), undefined);
  });

  it("the loser chooses (here: draw first); both sides name the same starting player; forged readies are refused", async () => {
    const { alice, bob, host, guest } = await pair();
    await play(host, guest, 1, "alice");
    assert.equal(host.chooser(2), "peer");
    assert.equal(guest.chooser(2), "me");
    // The winner cannot choose, and the loser must.
    assert.throws(() => host.readyFor(2, deck40(host), "me"), /You do not choose who plays first in game 2: your friend does/);
    const before = JSON.stringify([guest.ready, frameCount(bob)]);
    guest.receive(next(alice, host.key!, { game: 2, first: "me" }));
    assert.equal(guest.incidents.at(-1)?.code, "bad-body");
    assert.match(guest.incidents.at(-1)!.message, /Game 2: only the loser of the previous game chooses who plays first \(CR 103\.1\)\.$/);
    const beforeHost = JSON.stringify([host.ready, frameCount(alice)]);
    host.receive(next(bob, host.key!, { game: 2 }));
    assert.match(host.incidents.at(-1)!.message, /Game 2: the loser of the previous game chooses who plays first \(CR 103\.1\), and this ready does not say it/);
    host.receive(next(bob, host.key!, { game: 2, first: "host" }));
    assert.match(host.incidents.at(-1)!.message, /A ready message: bad or missing "first"/);
    assert.equal(JSON.stringify([guest.ready, frameCount(bob)]), before, "nothing changed on Bob's side");
    assert.equal(JSON.stringify([host.ready, frameCount(alice)]), beforeHost, "nothing changed on Alice's side");
    assert.equal(host.startingPlayer(2), null);

    // The honest choice: Bob draws first, so Alice (the host) plays first, on both sides.
    guest.readyFor(2, deck40(guest), "peer");
    host.readyFor(2, deck40(host));
    await waitUntil(() => host.ready.peer === 2 && guest.ready.peer === 2, 5000, "both ready for game 2");
    assert.equal(host.startingPlayer(2), "me");
    assert.equal(guest.startingPlayer(2), "peer");
    assert.equal(host.startingRole(2), "host");
    assert.equal(guest.startingRole(2), "host");
    assert.deepEqual([host.incidents.length, guest.incidents.length], [2, 1]);

    // Rebuilt from the log (a restart between the choice and the game): the same choice.
    const again = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob", key: guest.key! });
    assert.equal(again.startingRole(2), "host");
    assert.equal(again.startingPlayer(2), "peer");
  });

  it("the loser's default is to play first", async () => {
    const { host, guest } = await pair();
    await play(host, guest, 1, "alice");
    guest.readyFor(2, deck40(guest));
    host.readyFor(2, deck40(host));
    await waitUntil(() => host.ready.peer === 2 && guest.ready.peer === 2, 5000, "both ready for game 2");
    assert.deepEqual([host.startingRole(2), guest.startingRole(2)], ["guest", "guest"]);
  });

  it("a friend's ready that arrives before our record of the previous game waits for it, then is judged", async () => {
    const { host, guest } = await pair();
    host.readyFor(1, deck40(host));
    guest.readyFor(1, deck40(guest));
    await waitUntil(() => host.ready.peer === 1 && guest.ready.peer === 1, 5000, "both ready for game 1");
    // Bob's program is done with game 1 first (Alice won) and chooses at once.
    guest.recordGame(1, { matchId: 201, winner: "peer", reason: "test" });
    assert.throws(() => host.readyFor(2, deck40(host)), /Game 1 is not over yet/);
    guest.readyFor(2, deck40(guest), "peer");
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(host.ready.peer, 1, "held: not judged, not logged");
    assert.deepEqual(host.incidents, []);
    host.recordGame(1, { matchId: 101, winner: "me", reason: "test" });
    await waitUntil(() => host.ready.peer === 2, 5000, "judged once the result is recorded");
    assert.equal(host.startingRole(2), "host");
    assert.deepEqual(host.incidents, []);
  });

  it("after a draw, whoever chose for the drawn game chooses again (nobody if it was drawn at random)", async () => {
    const { host, guest } = await pair();
    await play(host, guest, 1, "draw");
    assert.deepEqual([host.chooser(2), guest.chooser(2)], [null, null], "game 1 was drawn at random: game 2 is too");
    await play(host, guest, 2, "alice");
    assert.deepEqual([host.chooser(3), guest.chooser(3)], ["peer", "me"], "Bob lost game 2");
    assert.equal(host.startingRole(2), undefined);

    const second = await pair();
    await play(second.host, second.guest, 1, "alice");
    await play(second.host, second.guest, 2, "draw", { by: "guest", first: "me" });
    assert.deepEqual([second.host.startingRole(2), second.guest.startingRole(2)], ["guest", "guest"]);
    assert.deepEqual([second.host.chooser(3), second.guest.chooser(3)], ["peer", "me"], "Bob chose for the drawn game 2: he chooses again");
  });
});
