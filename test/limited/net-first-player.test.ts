/**
 * Who plays first in a network limited event (issue 35, CR 103.1: "In a match of several games, the
 * loser of the previous game chooses who takes the first turn"). Over real WebRTC with real
 * SQLite collections and matches.db: Bob plays a deck of 40 Islands, loses game 1, and chooses to
 * draw first in game 2. That choice is in his signed ready, both game-2 hellos name Alice (the
 * host) as the starting player, and game 2 starts with Alice's turn on both sides. Game 1's first
 * player is drawn by the match protocol (no hello names one).
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import Database from "better-sqlite3";
import { join } from "node:path";
import { runNetworkSealed } from "../../app/host/limited/event/runner";
import { MatchHost } from "../../app/host/match/match-host";
import { resourcesDir } from "../../app/host/paths";
import { cleanup, link, player, type Player } from "./net-helpers";

after(cleanup);

/** The game's hellos as each side's matches.db logged them (ours out, theirs in). */
function hellos(p: Player, matchId: number): Record<string, unknown>[] {
  const db = new Database(join(p.dir, "matches.db"), { readonly: true });
  try {
    const frames = db.prepare("SELECT frame FROM net_log WHERE match_id = ? AND type = 'hello' ORDER BY n").pluck().all(matchId) as Buffer[];
    return frames.map((f) => {
      // A signed frame: format byte ‖ JSON payload ‖ 64-byte signature.
      const payload = JSON.parse(Buffer.from(f.subarray(1, f.length - 64)).toString("utf8")) as { body: Record<string, unknown> };
      return payload.body;
    });
  } finally {
    db.close();
  }
}

/** The seat whose turn it is as the game starts (before any action), from the side's own replay. */
async function startingSeat(p: Player, matchId: number): Promise<string> {
  const host = new MatchHost({ dataDir: p.dir, resourcesDir: resourcesDir(), identity: () => p.identity, emit: () => {}, playerName: p.name });
  try {
    return host.replay(matchId, 0).view.turn.active;
  } finally {
    await host.close();
  }
}

test("the loser of game 1 chooses to draw first: game 2 starts with the winner's turn on both sides", { timeout: 600_000 }, async () => {
  const alice = player("Alice");
  const bob = player("Bob");
  const { hostT, guestT, hostSees, guestSees } = await link(alice, bob);
  const islands = () => Array<string>(40).fill("Island");
  const common = { ai: "heuristic" as const, turnCap: 30, waitMs: 120_000 };
  const asked: number[] = [];
  const [a, b] = await Promise.all([
    runNetworkSealed({ ...common, role: "host", transport: hostT, identity: alice.identity, collection: alice.svc, dataDir: alice.dir, name: "Alice", spec: "3ED:6", peerFingerprint: hostSees }),
    runNetworkSealed({
      ...common, role: "guest", transport: guestT, identity: bob.identity, collection: bob.svc, dataDir: bob.dir, name: "Bob", peerFingerprint: guestSees, aiSeed: 2,
      chooseDeck: islands,
      chooseFirst: (game) => (asked.push(game), "peer"),
    }),
  ]);
  assert.deepEqual([a.incidents, b.incidents], [[], []]);
  assert.deepEqual(a.games.map((g) => g.winner), ["me", "me"], "Bob's Islands lose both games");
  assert.deepEqual(asked, [2], "Bob (the loser of game 1) was asked once, for game 2; Alice never");
  assert.deepEqual([a.audit?.clean, b.audit?.clean], [true, true]);

  const [g1a, g2a] = a.games.map((g) => g.matchId!);
  const [g1b, g2b] = b.games.map((g) => g.matchId!);
  // Game 1: drawn at random by the match protocol, so no hello names a first player.
  for (const h of [...hellos(alice, g1a!), ...hellos(bob, g1b!)]) assert.equal(h.firstPlayer, undefined);
  // Game 2: both hellos on both sides name the host (Alice), as Bob's signed choice said.
  const h2 = [...hellos(alice, g2a!), ...hellos(bob, g2b!)];
  assert.equal(h2.length, 4);
  for (const h of h2) assert.equal(h.firstPlayer, "host");
  assert.equal(await startingSeat(alice, g2a!), "A");
  assert.equal(await startingSeat(bob, g2b!), "A");
});
