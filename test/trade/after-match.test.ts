/**
 * A trade from the end of a network match, over the match's own channel: the MatchChannel passes
 * match frames (0x01) to the PeerSession and trade frames (0x02) to a TradeSession, only once the
 * match is over. Two real match sessions, two real SQLite collections, one memory channel.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { MatchChannel } from "../../app/host/net/match-channel";
import { memoryPair } from "../../app/host/net/memory-transport";
import { autoPlay, countingSession, waitFor, type CountingSession } from "../net/helpers";
import { freeUnits, session, totals, twoProfiles, waitUntil, type Profile } from "./helpers";

function matchOver(s: CountingSession): boolean {
  return s.status === "finished";
}

/** Two match sessions (the profiles' identities) over one memory channel, each behind a MatchChannel. */
function matchBetween(host: Profile, guest: Profile) {
  const [ta, tb] = memoryPair();
  const a = countingSession("host", { identity: host.identity });
  const b = countingSession("guest", { identity: guest.identity });
  const ca = new MatchChannel(ta, { allowTrade: () => matchOver(a) });
  const cb = new MatchChannel(tb, { allowTrade: () => matchOver(b) });
  a.attach(ca.match);
  b.attach(cb.match);
  return { a, b, ca, cb };
}

test("after a conceded network match, the two players trade over the match's own channel: totals kept, the friend is the match's key", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const { a, b, ca, cb } = matchBetween(first, second);
  await waitFor([a, b], () => a.status === "playing" && b.status === "playing", 5000, "match started");
  a.concede();
  await waitFor([a, b], () => matchOver(a) && matchOver(b), 5000, "match over");
  assert.equal(a.result!.winner, b.seat);

  // "Trade with <friend>": Alice's host starts a trade on the channel, with the match's pinned key.
  const asked: string[] = [];
  cb.onTradeRequest(() => asked.push("Bob's host asks its player"));
  const ta = session(first, { expectedPeerFingerprint: a.peer!.fingerprint });
  ta.attach(ca.claimTrade());
  await waitUntil(() => cb.tradeRequested, 2000, "the friend's host hears the request");
  assert.equal(asked.length, 1);
  assert.equal(ta.phase, "connecting", "nothing happens until the friend accepts");

  // Bob accepts: his session takes the same channel, the hello that waited is delivered.
  const tb = session(second, { expectedPeerFingerprint: b.peer!.fingerprint });
  tb.attach(cb.claimTrade());
  await waitUntil(() => ta.phase === "open" && tb.phase === "open" && !!ta.theirOffer && !!tb.theirOffer, 3000, "both open");
  assert.equal(ta.peerKey, second.identity.publicKey);
  assert.equal(tb.peerKey, first.identity.publicKey);

  const give = freeUnits(first, 2);
  const get = freeUnits(second, 1);
  ta.setOffer({ units: give, coins: 25 });
  tb.setOffer({ units: get, coins: 0 });
  await waitUntil(() => ta.theirOffer?.units.length === 1 && tb.theirOffer?.units.length === 2, 2000, "offers seen");
  ta.accept();
  tb.accept();
  await waitUntil(() => ta.outcomes.length === 1 && tb.outcomes.length === 1, 3000, "both settled");
  assert.equal(ta.outcomes[0]!.outcome, "final");
  assert.equal(tb.outcomes[0]!.outcome, "final");
  assert.deepEqual(ta.incidents, []);
  assert.deepEqual(tb.incidents, []);
  assert.deepEqual(totals(first.svc, second.svc), before, "no unit or coin lost or doubled");
  for (const id of give) {
    assert.ok(first.svc.ctx.db.prepare("SELECT removed_at FROM units WHERE id = ?").pluck().get(id), "given away");
  }
  // The match session saw none of the trade frames, and its record is unchanged.
  assert.deepEqual(a.incidents, []);
  assert.deepEqual(b.incidents, []);
  assert.equal(a.status, "finished");
  assert.deepEqual(ca.refused, []);
  assert.deepEqual(cb.refused, []);
  ta.close();
  tb.close();
  a.close();
  b.close();
  ca.close();
});

test("a friend's trade on the match's channel under a different key is refused (wrong-key) and nothing moves", async () => {
  const { first, second } = twoProfiles();
  const { a, b, ca, cb } = matchBetween(first, second);
  await waitFor([a, b], () => a.status === "playing" && b.status === "playing", 5000, "match started");
  b.concede();
  await waitFor([a, b], () => matchOver(a) && matchOver(b), 5000, "match over");
  const before = totals(first.svc, second.svc);
  // Bob's program opens the trade under another identity than the one it played with.
  const other = twoProfiles(["Mallory", "Mallory2"]).first;
  const tm = session({ ...other, svc: second.svc }, {});
  tm.attach(cb.claimTrade());
  await waitUntil(() => ca.tradeRequested, 2000, "request heard");
  const ta = session(first, { expectedPeerFingerprint: a.peer!.fingerprint });
  ta.attach(ca.claimTrade());
  await waitUntil(() => ta.incidents.length > 0, 2000, "refused");
  assert.equal(ta.incidents[0]!.code, "wrong-key");
  assert.equal(ta.theirOffer, null);
  assert.deepEqual(totals(first.svc, second.svc), before);
  for (const s of [ta, tm, a, b]) s.close();
  ca.close();
});

test("a trade frame during a live match is refused and changes nothing; declining a request drops it", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const { a, b, ca, cb } = matchBetween(first, second);
  await waitFor([a, b], () => a.status === "playing" && b.status === "playing", 5000, "match started");
  assert.throws(() => ca.claimTrade(), /until the match is over/);

  // A modified program sends a trade hello mid-game over the raw channel view anyway.
  const [x, y] = memoryPair();
  const forger = session(second);
  const hello: Uint8Array[] = [];
  y.onMessage((bytes) => hello.push(bytes));
  forger.attach(x);
  await waitUntil(() => hello.length > 0, 2000, "a trade hello made");
  const stateBefore = JSON.stringify(a.state);
  const movesBefore = a.state!.moves.length;
  cb.match.send(hello[0]!); // through Bob's side of the channel, to Alice
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(ca.refused.length, 1);
  assert.match(ca.refused[0]!.reason, /during a match is refused/);
  assert.equal(ca.tradeRequested, false, "no request reaches Alice's player");
  assert.deepEqual(a.incidents, [], "the match session never sees the trade frame (no malformed evidence)");
  assert.equal(a.status, "playing");
  assert.equal(a.state!.moves.length, movesBefore);
  assert.equal(JSON.stringify(a.state), stateBefore);

  // The match goes on and ends normally.
  autoPlay(a);
  autoPlay(b);
  await waitFor([a, b], () => matchOver(a) && matchOver(b), 10_000, "match played out");
  assert.deepEqual(a.incidents, []);
  assert.deepEqual(b.incidents, []);

  // After the finish, a request can be declined: the waiting frames are dropped, nothing is traded.
  cb.match.send(hello[0]!);
  await waitUntil(() => ca.tradeRequested, 2000, "request after the finish");
  ca.declineTrade();
  assert.equal(ca.tradeRequested, false);
  assert.deepEqual(totals(first.svc, second.svc), before);
  forger.close();
  a.close();
  b.close();
  ca.close();
});
