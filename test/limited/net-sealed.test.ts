/**
 * A sealed event between two programs over real WebRTC (@roamhq/wrtc), each with its own SQLite
 * collection and matches.db: six packs each, drawn so neither chose nor saw the other's, decks built
 * by the computer's builder, up to three hidden-card network matches on the same connection, both
 * pools paid for and kept, and the final audit of each pool and every deck clean.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { PACK_PRICE } from "../../app/host/collection/index";
import { isBasicLand } from "../../app/host/collection/card-data";
import { runNetworkSealed } from "../../app/host/limited/event/runner";
import { cleanup, link, player } from "./net-helpers";

after(cleanup);

test("a sealed event over real WebRTC: hidden pools, up to three games, pools kept, audits clean", { timeout: 600_000 }, async () => {
  const alice = player("Alice");
  const bob = player("Bob");
  const coins = [alice.svc.profile.get().coins, bob.svc.profile.get().coins];
  const { hostT, guestT, hostSees, guestSees } = await link(alice, bob);
  // Everything Alice's program receives, to look for Bob's pool in it.
  const aliceGot: Uint8Array[] = [];
  hostT.onMessage((b) => void aliceGot.push(b.slice()));
  let aliceGotBeforeFinal = -1;
  const common = { ai: "heuristic" as const, turnCap: 14, waitMs: 120_000 };
  const [a, b] = await Promise.all([
    runNetworkSealed({ ...common, role: "host", transport: hostT, identity: alice.identity, collection: alice.svc, dataDir: alice.dir, name: "Alice", spec: "3ED:6", peerFingerprint: hostSees }),
    runNetworkSealed({
      ...common, role: "guest", transport: guestT, identity: bob.identity, collection: bob.svc, dataDir: bob.dir, name: "Bob", peerFingerprint: guestSees, aiSeed: 2,
      onStep: (s) => void (s === "final-sent" && aliceGotBeforeFinal < 0 && (aliceGotBeforeFinal = aliceGot.length)),
    }),
  ]);
  assert.equal(a.key, b.key);
  assert.equal(a.spec, "3ED:6");
  assert.equal(a.pool.length, 6 * 15);
  assert.equal(b.pool.length, 6 * 15);
  assert.notDeepEqual(a.pool, b.pool, "each its own packs");
  // The audits: each recomputed the other's pool from its secret, and every deck came from it.
  assert.deepEqual(a.audit, { clean: true, problems: [], peerPool: b.pool });
  assert.deepEqual(b.audit, { clean: true, problems: [], peerPool: a.pool });
  assert.deepEqual([a.incidents, b.incidents], [[], []]);
  // The games: the same results on both sides, mirrored; each deck 40+ cards from its pool.
  assert.ok(a.games.length >= 2 && a.games.length <= 3, `${a.games.length} games`);
  assert.deepEqual(a.games.map((g) => g.winner), b.games.map((g) => (g.winner === "me" ? "peer" : g.winner === "peer" ? "me" : g.winner)));
  assert.equal(a.standings.over, true);
  for (const [x, y] of [[a, b], [b, a]] as const) {
    for (const g of x.games) {
      assert.ok(g.myDeck.length >= 40);
      assert.deepEqual(g.peerDeck, y.games.find((h) => h.game === g.game)!.myDeck, "the opponent's deck as its game's audit showed it");
    }
  }
  // Both pools paid for at the shop's price and kept as units of the event.
  for (const [p, r, before] of [[alice, a, coins[0]!], [bob, b, coins[1]!]] as const) {
    assert.equal(p.svc.profile.get().coins, before - 6 * PACK_PRICE + rewards(p));
    const units = p.svc.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE event_id = ? AND source = 'event'").pluck().get(r.poolEventId);
    assert.equal(units, 90);
  }
  // Nothing Alice received before Bob showed his secrets names a card of Bob's pool that Bob never
  // put in a deck (the decks are shown by each game's audit) and that Alice's own pool lacks.
  const shownByGames = new Set(b.games.flatMap((g) => g.myDeck));
  const unseen = [...new Set(b.pool)].filter((n) => !shownByGames.has(n) && !a.pool.includes(n) && !isBasicLand(alice.svc.ctx.cards.byName.get(n)!));
  assert.ok(unseen.length > 5, "Bob's sideboard holds cards Alice lacks");
  // The event's own messages (0x03) name no card at all before the secrets.
  const eventText = aliceGot.slice(0, aliceGotBeforeFinal).filter((f) => f[0] === 0x03).map((f) => Buffer.from(f).toString("utf8")).join("\n");
  assert.ok(eventText.length > 0);
  for (const n of new Set(b.pool)) assert.ok(!eventText.includes(`"${n}"`), `${n} named in an event message`);
  const text = aliceGot.slice(0, aliceGotBeforeFinal).map((f) => Buffer.from(f).toString("utf8")).join("\n");
  for (const n of unseen) assert.ok(!text.includes(n), `${n} (Bob's unplayed card) reached Alice before the audit`);
});

/** Match rewards paid to the player (coins credited for games), so the pool's price can be checked. */
function rewards(p: { svc: { ctx: { db: import("better-sqlite3").Database } } }): number {
  return (p.svc.ctx.db.prepare("SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE amount > 0 AND reason NOT IN ('starting coins', 'test coins')").pluck().get() as number);
}
