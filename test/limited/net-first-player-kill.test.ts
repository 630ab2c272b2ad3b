/**
 * kill -9 between the loser's choice of who plays first and the game's start (issue 35, CR 103.1):
 * Bob (40 Islands: he loses game 1) chooses to draw first in game 2, his ready is logged and sent,
 * and his process is SIGKILLed before game 2 starts. Both resume (net-kill-helpers.ts): game 2's
 * hellos on both sides name Alice (the host) as the starting player, as Bob chose before the kill.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { killTest } from "./net-kill-helpers";
import type { Player } from "./net-helpers";

function helloFirstPlayers(p: Player, matchId: number): unknown[] {
  const db = new Database(join(p.dir, "matches.db"), { readonly: true });
  try {
    const frames = db.prepare("SELECT frame FROM net_log WHERE match_id = ? AND type = 'hello' ORDER BY n").pluck().all(matchId) as Buffer[];
    // A signed frame: format byte ‖ JSON payload ‖ 64-byte signature.
    return frames.map((f) => (JSON.parse(Buffer.from(f.subarray(1, f.length - 64)).toString("utf8")) as { body: { firstPlayer?: string } }).body.firstPlayer);
  } finally {
    db.close();
  }
}

// Bob's 40 Islands lose even to a pool deck that never attacks: his 34th draw (CR 704.5b) comes by
// turn 69 at the latest, so a cap above that can never end game 1 in a draw (a cap of 30 once did).
const CAP = 72;

killTest("ready-2", "guest", {
  env: { MOXEN_TEST_ISLANDS: "1", MOXEN_TEST_FIRST: "peer", MOXEN_TEST_TURN_CAP: String(CAP) },
  turnCap: CAP,
  check: ({ parent, child, resumed, theirs }) => {
    assert.deepEqual(resumed.games.map((g) => g.winner).slice(0, 1), ["me"], "Bob's Islands lost game 1");
    const g2 = resumed.games.find((g) => g.game === 2)!;
    const g2b = theirs.games.find((g) => g.game === 2)!;
    assert.deepEqual(helloFirstPlayers(parent, g2.matchId!), ["host", "host"]);
    assert.deepEqual(helloFirstPlayers(child, g2b.matchId!), ["host", "host"]);
  },
});
