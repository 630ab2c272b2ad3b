/**
 * Every match survives a restart: the host is closed and opened again on the same data
 * folder, and the unfinished match continues from its log at the same state hash. A log row
 * changed behind the host's back is found on replay and the match is marked damaged.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import type { MatchSummary, MatchUpdate } from "../../app/shared/contract/match";
import { openHost, playRandomly, removeTempDirs, tempDir, untilMyTurn } from "./helpers";
import { actionsFor, type LegalOptions } from "../../engine/index";
/** The complete actions the engine's options allow (empty when there is nothing to do). */
const actionsOf = (legal: LegalOptions | null) => (legal ? actionsFor(legal) : []);

after(removeTempDirs);

async function matchInProgress(seed: string) {
  const dir = tempDir();
  const h = await openHost(dir);
  const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "blue-black-control" }, ai: "heuristic", seed })) as MatchSummary;
  const u = await playRandomly(h, m.id, 25, 3);
  assert.equal(u.status, "playing", "still going after 25 decisions");
  await h.close();
  return { dir, id: m.id, before: u };
}

/** Simulates someone editing the database by hand: the append-only triggers are dropped first. */
function tamper(dir: string, sql: string, ...params: unknown[]) {
  const db = new Database(join(dir, "matches.db"));
  db.exec("DROP TRIGGER actions_append_only_update");
  const changed = db.prepare(sql).run(...params).changes;
  db.close();
  assert.equal(changed, 1);
}

describe("restart", () => {
  it("resumes an unfinished match at the same hash, and play continues", async () => {
    const { dir, id, before } = await matchInProgress("restart-1");
    const h = await openHost(dir);
    try {
      // The table may ask for the view before anything else: the match is rebuilt first.
      const first = (await h.ok("match.view", { matchId: id })) as MatchUpdate;
      assert.equal(first.hash, before.hash);
      assert.deepEqual(first.legal, before.legal);
      const list = (await h.ok("match.list")) as MatchSummary[];
      assert.deepEqual(list.map((m) => [m.id, m.status, m.steps]), [[id, "playing", before.step]]);
      const u = (await h.ok("match.resume", { matchId: id })) as MatchUpdate;
      assert.equal(u.step, before.step);
      assert.equal(u.hash, before.hash, "the same state, rebuilt from the log");
      assert.deepEqual(u.view, before.view);
      assert.deepEqual(u.legal, before.legal);
      assert.equal(u.reset, true);
      assert.ok(u.events.length > 3, "the log so far, for the table");
      const later = await playRandomly(h, id, 5, 11);
      assert.ok(later.step > before.step);
    } finally {
      await h.close();
    }
  });

  it("the log is append-only in the database itself", async () => {
    const { dir, id } = await matchInProgress("restart-2");
    const db = new Database(join(dir, "matches.db"));
    assert.throws(() => db.prepare("UPDATE actions SET hash = 'x' WHERE match_id = ? AND seq = 1").run(id), /append-only/);
    assert.throws(() => db.prepare("DELETE FROM actions WHERE match_id = ?").run(id), /append-only/);
    db.close();
  });

  it("a tampered action row is detected on resume: the match is damaged, never continued", async () => {
    const { dir, id } = await matchInProgress("restart-3");
    // Turn an early "keep" (or whatever seat A did first) into a mulligan.
    const db0 = new Database(join(dir, "matches.db"), { readonly: true });
    const first = db0.prepare("SELECT seq, action FROM actions WHERE match_id = ? AND player = 'A' ORDER BY seq LIMIT 1").get(id) as { seq: number; action: string };
    db0.close();
    const forged = JSON.stringify({ ...JSON.parse(first.action), type: JSON.parse(first.action).type === "keep" ? "mulligan" : "keep" });
    tamper(dir, "UPDATE actions SET action = ? WHERE match_id = ? AND seq = ?", forged, id, first.seq);

    const h = await openHost(dir);
    try {
      const [m] = (await h.ok("match.list")) as MatchSummary[];
      assert.equal(m!.status, "damaged");
      assert.match(m!.problem!, new RegExp(`action ${first.seq}\\b`));
      assert.match(m!.problem!, /cannot be continued/);
      for (const [name, args] of [
        ["match.resume", { matchId: id }],
        ["match.submit", { matchId: id, action: { type: "pass" } }],
        ["match.legal", { matchId: id }],
      ] as const) {
        const r = await h.call(name, args);
        assert.equal(r.ok ? "" : r.error.code, "damaged", name);
      }
      const replay = await h.call("match.replay", { matchId: id, step: first.seq });
      assert.equal(replay.ok ? "" : replay.error.code, "damaged");
      // Steps before the damage can still be looked at.
      const early = await h.ok("match.replay", { matchId: id, step: first.seq - 1 });
      assert.equal(early.step, first.seq - 1);
    } finally {
      await h.close();
    }
  });

  it("a changed hash is detected too", async () => {
    const { dir, id } = await matchInProgress("restart-4");
    tamper(dir, "UPDATE actions SET hash = ? WHERE match_id = ? AND seq = 10", "0".repeat(64), id);
    const h = await openHost(dir);
    try {
      const [m] = (await h.ok("match.list")) as MatchSummary[];
      assert.equal(m!.status, "damaged");
      assert.match(m!.problem!, /After logged action 10 .* the state hash is [0-9a-f]{16}…, but the log recorded 0000000000000000…/);
    } finally {
      await h.close();
    }
  });

  it("the computer picks up its thinking after a restart", async () => {
    const dir = tempDir();
    let h = await openHost(dir);
    const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, ai: "random", seed: "restart-5" })) as MatchSummary;
    const u = await untilMyTurn(h, m.id);
    // Seat A passes, so the computer is to act (or acts at once) when the host goes down.
    await h.ok("match.submit", { matchId: m.id, action: actionsOf(u.legal).find((a) => a.type === "pass" || a.type === "keep")! });
    await h.close();
    h = await openHost(dir);
    try {
      const again = await untilMyTurn(h, m.id);
      assert.ok(again.status !== "playing" || actionsOf(again.legal).length > 0);
    } finally {
      await h.close();
    }
  });
});
