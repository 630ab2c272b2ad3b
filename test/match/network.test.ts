/**
 * Network matches through the host router: two hosts (two data folders, two identities) whose
 * "renderers" only move bytes between their data channels (linked in memory here; WebRTC in
 * the app). The match runs on each host's MatchHost with the signed log in SQLite, shares
 * history and replay with local matches, and refuses actions for the other seat.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import type { Action } from "../../engine/index";
import type { MatchSummary, MatchUpdate } from "../../app/shared/contract/match";
import { linkHosts, openHost, removeTempDirs, rng, sleep, tempDir, type TestHost, waitUntil } from "./helpers";
import { actionsFor, type LegalOptions } from "../../engine/index";
/** The complete actions the engine's options allow (empty when there is nothing to do). */
const actionsOf = (legal: LegalOptions | null) => (legal ? actionsFor(legal) : []);

after(removeTempDirs);

const link = linkHosts;


/** Plays one decision for whichever host must act, at random; false when nobody can. */
async function step(hosts: [TestHost, TestHost], ids: [number, number], pick: (n: number) => number): Promise<boolean> {
  for (const i of [0, 1]) {
    const u = (await hosts[i]!.ok("match.view", { matchId: ids[i] })) as MatchUpdate;
    if (u.status !== "playing") return false;
    if (actionsOf(u.legal).length) {
      const options = actionsOf(u.legal).filter((a: Action) => a.type !== "concede");
      await hosts[i]!.ok("match.submit", { matchId: ids[i], action: options[pick(options.length)] });
      return true;
    }
  }
  await sleep(2); // the other side's move is on its way
  return true;
}

describe("network match through the match host", () => {
  it("connects by channels, plays, keeps seats apart, chats, concedes, and both histories agree", async () => {
    const alice = await openHost(tempDir());
    const bob = await openHost(tempDir());
    try {
      await alice.ok("profile.setName", { name: "Alice" });
      await bob.ok("profile.setName", { name: "Bob" });
      const ch = await link(alice, bob);
      const bobPrint = (await bob.ok("net.identity")).fingerprint as string;
      const a = (await alice.ok("match.connect", { channelId: ch.a, role: "host", deck: { benchmark: "red-green-beats" }, peerFingerprint: bobPrint })) as MatchSummary;
      const b = (await bob.ok("match.connect", { channelId: ch.b, role: "guest", deck: { benchmark: "white-blue-skies" } })) as MatchSummary;
      assert.equal(a.status, "handshake");
      assert.equal(a.yourSeat, "A");
      assert.equal(b.yourSeat, "B");
      const channelAgain = await alice.call("match.connect", { channelId: ch.a, role: "host", deck: { benchmark: "red-green-beats" } });
      assert.equal(channelAgain.ok ? "" : channelAgain.error.code, "no_channel", "a channel carries one match");

      await waitUntil("the handshake", async () => (await alice.ok("match.get", { matchId: a.id })).status === "playing" && (await bob.ok("match.get", { matchId: b.id })).status === "playing");
      const sa = (await alice.ok("match.get", { matchId: a.id })) as MatchSummary;
      assert.equal(sa.seats.B.name, "Bob");
      assert.equal(sa.seats.B.fingerprint, bobPrint);
      assert.equal(sa.connected, true);

      // Seat ownership: Alice (A) cannot act for Bob (B).
      const forB = await alice.call("match.submit", { matchId: a.id, action: { type: "pass", player: "B" } });
      assert.equal(forB.ok ? "" : forB.error.code, "not_your_seat");

      const pick = rng(5);
      for (let i = 0; i < 60; i++) await step([alice, bob], [a.id, b.id], pick);
      await alice.ok("match.chat", { matchId: a.id, text: "good game" });
      await waitUntil("the chat line", async () => ((await bob.ok("match.chatLog", { matchId: b.id })) as unknown[]).length === 1);
      assert.deepEqual(await bob.ok("match.chatLog", { matchId: b.id }), [{ matchId: b.id, seat: "A", text: "good game" }]);
      assert.ok(bob.events.some((e) => e.name === "match.chat" && e.payload.text === "good game"));

      // Wait until both sides agree on the position, then Bob concedes.
      await waitUntil("the same step on both sides", async () => {
        const [ua, ub] = [await alice.ok("match.view", { matchId: a.id }), await bob.ok("match.view", { matchId: b.id })];
        return ua.step === ub.step && ua.hash === ub.hash;
      });
      const conceded = (await bob.ok("match.concede", { matchId: b.id })) as MatchSummary;
      assert.equal(conceded.status, "finished");
      await waitUntil("Alice sees the concede", async () => (await alice.ok("match.get", { matchId: a.id })).status === "finished");
      // Then each side shows its secrets and audits the other's: the history keeps the audit.
      await waitUntil("both audits", async () => !!(await alice.ok("match.get", { matchId: a.id })).result?.audit && !!(await bob.ok("match.get", { matchId: b.id })).result?.audit);
      const [fa, fb] = [(await alice.ok("match.get", { matchId: a.id })) as MatchSummary, (await bob.ok("match.get", { matchId: b.id })) as MatchSummary];
      assert.deepEqual(fa.result, { winner: "A", reason: "concede", audit: { clean: true } });
      assert.deepEqual(fb.result, fa.result);
      assert.equal(fa.steps, fb.steps);
      assert.ok(fa.steps >= 20, `played ${fa.steps} steps`);

      // Same game log on both sides, each action row with the signed frame that carried it.
      const rows = (h: TestHost, id: number) => {
        const db = new Database(join(h.dataDir, "matches.db"), { readonly: true });
        try {
          return db.prepare("SELECT seq, player, action, hash, length(frame) AS bytes FROM actions WHERE match_id = ? ORDER BY seq").all(id) as { seq: number; hash: string; bytes: number }[];
        } finally {
          db.close();
        }
      };
      const [ra, rb] = [rows(alice, a.id), rows(bob, b.id)];
      assert.equal(ra.length, fa.steps);
      assert.deepEqual(ra, rb);
      assert.ok(ra.every((r) => r.bytes > 64), "signed frames kept");

      // History and replay work as for local matches — from your own seat only.
      assert.deepEqual(((await alice.ok("match.history")) as MatchSummary[]).map((m) => m.id), [a.id]);
      const mid = Math.floor(fa.steps / 2);
      const r = await alice.ok("match.replay", { matchId: a.id, step: mid });
      assert.equal(r.view.you, "A");
      const peek = await alice.call("match.replay", { matchId: a.id, step: mid, seat: "B" });
      assert.equal(peek.ok ? "" : peek.error.code, "not_your_seat");
      const end = await bob.ok("match.view", { matchId: b.id });
      assert.equal(end.hash, (await alice.ok("match.view", { matchId: a.id })).hash, "same final state");
    } finally {
      await alice.close();
      await bob.close();
    }
  });

  it("survives a host restart: the session is rebuilt from SQLite and resumes over a new channel", async () => {
    const dirA = tempDir();
    const dirB = tempDir();
    const alice = await openHost(dirA);
    let bob = await openHost(dirB);
    try {
      const ch = await link(alice, bob);
      const a = (await alice.ok("match.connect", { channelId: ch.a, role: "host", deck: { benchmark: "red-green-beats" } })) as MatchSummary;
      const b = (await bob.ok("match.connect", { channelId: ch.b, role: "guest", deck: { benchmark: "black-red-raiders" } })) as MatchSummary;
      await waitUntil("the handshake", async () => (await bob.ok("match.get", { matchId: b.id })).status === "playing");
      const pick = rng(9);
      for (let i = 0; i < 30; i++) await step([alice, bob], [a.id, b.id], pick);
      const beforeB = (await bob.ok("match.view", { matchId: b.id })) as MatchUpdate;

      // Bob's host goes away (the wire is cut) and comes back on the same data folder.
      ch.cut();
      await bob.close();
      bob = await openHost(dirB);
      const listed = (await bob.ok("match.list")) as MatchSummary[];
      assert.deepEqual(listed.map((m) => [m.id, m.kind, m.status, m.connected]), [[b.id, "network", "playing", false]]);
      const resumed = (await bob.ok("match.view", { matchId: b.id })) as MatchUpdate;
      assert.equal(resumed.step, beforeB.step);
      assert.equal(resumed.hash, beforeB.hash, "rebuilt from the signed log at the same hash");

      // New codes, new channels: both players resume the same match over them.
      const ch2 = await link(alice, bob);
      await alice.ok("match.resume", { matchId: a.id, channelId: ch2.a });
      await bob.ok("match.resume", { matchId: b.id, channelId: ch2.b });
      for (let i = 0; i < 30; i++) await step([alice, bob], [a.id, b.id], pick);
      await waitUntil("the same state on both sides", async () => {
        const [ua, ub] = [await alice.ok("match.view", { matchId: a.id }), await bob.ok("match.view", { matchId: b.id })];
        return ua.step === ub.step && ua.hash === ub.hash && ua.step > beforeB.step;
      });
    } finally {
      await alice.close();
      await bob.close();
    }
  });

  it("a tampered signed frame in net_log is detected on restart: the match is damaged", async () => {
    const dirA = tempDir();
    let alice = await openHost(dirA);
    const bob = await openHost(tempDir());
    try {
      const ch = await link(alice, bob);
      const a = (await alice.ok("match.connect", { channelId: ch.a, role: "host", deck: { benchmark: "red-green-beats" } })) as MatchSummary;
      const b = (await bob.ok("match.connect", { channelId: ch.b, role: "guest", deck: { benchmark: "white-blue-skies" } })) as MatchSummary;
      await waitUntil("the handshake", async () => (await alice.ok("match.get", { matchId: a.id })).status === "playing");
      const pick = rng(4);
      for (let i = 0; i < 10; i++) await step([alice, bob], [a.id, b.id], pick);
      ch.cut();
      await alice.close();

      const db = new Database(join(dirA, "matches.db"));
      db.exec("DROP TRIGGER net_log_append_only_update");
      const row = db.prepare("SELECT n, frame FROM net_log WHERE match_id = ? AND kind = 'message' AND type = 'action' AND direction = 'in' ORDER BY n LIMIT 1").get(a.id) as { n: number; frame: Buffer };
      const frame = Buffer.from(row.frame);
      frame[20] = frame[20]! ^ 1; // one bit, inside the signed payload
      db.prepare("UPDATE net_log SET frame = ? WHERE match_id = ? AND n = ?").run(frame, a.id, row.n);
      db.close();

      alice = await openHost(dirA);
      const [m] = (await alice.ok("match.list")) as MatchSummary[];
      assert.equal(m!.status, "damaged");
      assert.match(m!.problem!, /corrupt|does not replay/);
      const r = await alice.call("match.resume", { matchId: a.id });
      assert.equal(r.ok ? "" : r.error.code, "damaged");
    } finally {
      await alice.close();
      await bob.close();
    }
  });
});
