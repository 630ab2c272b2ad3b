/**
 * A Winston draft between two programs over real WebRTC (@roamhq/wrtc), each with its own SQLite
 * collection: the host proposes a Winston draft of six boosters, both shuffle the stack, each pile is
 * shown to its looker only, both sides draft by the computer drafter (app/host/limited/winston/
 * drafter.ts) through the session's `pending()` / `decide()`, every card of the packs ends in exactly
 * one pool, both pools are paid for (half the packs each) and kept, and each side's final audit of
 * the other's draft is clean. To keep the test's length bounded the guest leaves before the first
 * game (the games are the sealed event's, tested in net-sealed.test.ts).
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { PACK_PRICE } from "../../app/host/collection/index";
import { runNetworkSealed } from "../../app/host/limited/event/runner";
import { cleanup, link, player } from "./net-helpers";

after(cleanup);

test("a Winston draft over real WebRTC: every card in exactly one pool, both pools kept, audits clean", { timeout: 1_500_000 }, async () => {
  const alice = player("Alice");
  const bob = player("Bob");
  const coins = [alice.svc.profile.get().coins, bob.svc.profile.get().coins];
  const { hostT, guestT, hostSees, guestSees } = await link(alice, bob);
  let decisions = 0;
  const common = { ai: "heuristic" as const, turnCap: 14, waitMs: 600_000 };
  const [a, b] = await Promise.all([
    runNetworkSealed({ ...common, role: "host", kind: "winston", transport: hostT, identity: alice.identity, collection: alice.svc, dataDir: alice.dir, name: "Alice", spec: "3ED:6", peerFingerprint: hostSees }),
    runNetworkSealed({
      ...common, role: "guest", transport: guestT, identity: bob.identity, collection: bob.svc, dataDir: bob.dir, name: "Bob", peerFingerprint: guestSees, leaveBefore: 1,
      // A drafter that counts its decisions: the player's choices come from outside the session.
      drafter: (look) => {
        decisions++;
        const pile = look.piles[look.at]!;
        assert.ok(pile.cards.every((c) => c !== null), "the looker sees every card of its pile");
        return !look.mayPass || pile.cards.length >= 2 ? "take" : "pass";
      },
    }),
  ]);
  assert.equal(a.key, b.key);
  assert.equal(a.spec, "3ED:6");
  assert.ok(decisions > 10, `${decisions} decisions by Bob's drafter`);
  // Every card of the six packs in exactly one pool.
  assert.equal(a.pool.length + b.pool.length, 90);
  assert.ok(a.pool.length > 20 && b.pool.length > 20);
  // The audits: each replayed the draft with the other's secrets; the pool it found is the one the other kept.
  assert.deepEqual(a.audit, { clean: true, problems: [], peerPool: b.pool });
  assert.deepEqual(b.audit, { clean: true, problems: [], peerPool: a.pool });
  assert.deepEqual([a.incidents, b.incidents], [[], []]);
  assert.equal(a.games.length, 0);
  assert.equal(a.standings.winner, "me", "Bob left: the games are Alice's");
  // Both pools paid for (three packs each) and kept as units of the event.
  for (const [p, r, before] of [[alice, a, coins[0]!], [bob, b, coins[1]!]] as const) {
    assert.equal(p.svc.profile.get().coins, before - 3 * PACK_PRICE);
    const units = p.svc.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE event_id = ? AND source = 'event'").pluck().get(r.poolEventId);
    assert.equal(units, r.pool.length);
    const kind = p.svc.ctx.db.prepare("SELECT kind FROM limited_events WHERE id = ?").pluck().get(r.poolEventId);
    assert.equal(kind, "winston");
  }
});
