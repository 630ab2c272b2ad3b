/**
 * Our own frames synced after sending (issue 38): a power cut may take the last ones from our log
 * while the peer holds them. The cut is simulated on real SQLite files: every commit made while
 * the WAL was fully synced is kept, the un-fsynced tail of the WAL (our frame, committed without
 * waiting for the disk) is cut off, as a power cut would. The restarted side must get its frame
 * back from the peer before it signs anything, refuse any answer that is not its own chain, and
 * then play on exactly as before.
 */
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { legalActionList, type Action, type GameState } from "../../engine/index";
import { SqliteMatchLog } from "../../app/host/match/sqlite-match-log";
import { MatchStore } from "../../app/host/match/store";
import { toBase64Url } from "../../app/host/net/bytes";
import { engineRules } from "../../app/host/net/engine-rules";
import type { Identity } from "../../app/host/net/identity";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import { decodeMessage, encodeMessage, ZERO_ID } from "../../app/host/net/protocol";
import { SeededRandom } from "../../app/host/net/seeded-random";
import type { Transport } from "../../app/host/net/transport";
import { inStep, newIdentity, sleep, starterDeck, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const dir = mkdtempSync(join(tmpdir(), "moxen-power-cut-"));
const stores: MatchStore[] = [];
after(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

function openStore(file: string): MatchStore {
  const store = new MatchStore(file);
  // The WAL only grows: its size after a synced commit marks what a power cut keeps.
  store.db.pragma("wal_autocheckpoint = 0");
  stores.push(store);
  return store;
}

function session(role: "host" | "guest", identity: Identity, log: SqliteMatchLog): Session {
  return new PeerSession<GameState, Action>({
    identity,
    role,
    rules: engineRules,
    local: { name: role, app: "0.1.0", cards: "test", deck: starterDeck(role === "host" ? "red-green-beats.txt" : "white-blue-skies.txt") },
    log,
    recoverOwnTail: true,
    retransmitMs: 200,
    ackDelayMs: 5,
  });
}

/** A transport end whose owner hears nothing more once cut (its power is about to go; what it sent still travels). */
function cuttable(t: Transport): { transport: Transport; cut(): void } {
  let dead = false;
  return {
    transport: {
      send: (b) => t.send(b),
      onMessage: (h) => t.onMessage((b) => !dead && h(b)),
      onClose: (h) => t.onClose(h),
      close: (r) => t.close(r),
      get isOpen() {
        return t.isOpen;
      },
    },
    cut: () => (dead = true),
  };
}

/** Plays `n` random legal actions, one at a time, each once both sides are in step. */
async function play(a: Session, b: Session, random: SeededRandom, n: number, moverWanted?: Session): Promise<void> {
  for (let i = 0; i < n || (moverWanted && engineRules.whoMayAct(moverWanted.state!) !== moverWanted.seat); i++) {
    await waitFor([a, b], () => inStep(a, b) && a.stateHash === b.stateHash && !!a.toAct, 10_000, "both sides in step");
    const mover = a.toAct === a.seat ? a : b;
    const legal = legalActionList(mover.state!, mover.seat);
    const r = mover.submit(legal[Math.floor(random.next() * legal.length)]!);
    assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    if (i > 200) throw new Error("the wanted side never got to act");
  }
  await waitFor([a, b], () => inStep(a, b) && a.stateHash === b.stateHash, 10_000, "both sides in step");
}

/**
 * A game until the host is to act; the host's action is committed, sent, and logged by the guest;
 * then the power goes at the host before its background fsync: the restarted host's log lacks it.
 */
async function cutAfterSend(name: string) {
  const ids = { host: newIdentity(), guest: newIdentity() };
  const hostFile = join(dir, `${name}-host.db`);
  const hostStore = openStore(hostFile);
  const guestStore = openStore(join(dir, `${name}-guest.db`));
  const newRow = (store: MatchStore, role: "host" | "guest") =>
    store.create({ kind: "network", status: "handshake", mySeat: role === "host" ? "A" : "B", seats: {} as never, setup: null, engineVersion: "test", rulesVersion: engineRules.version, role }).id;
  const matchId = newRow(hostStore, "host");
  const host = session("host", ids.host, new SqliteMatchLog(hostStore, matchId, { syncOutAfterSend: true }));
  const guest = session("guest", ids.guest, new SqliteMatchLog(guestStore, newRow(guestStore, "guest"), { syncOutAfterSend: true }));
  const [ta, tb] = memoryPair();
  const hostEnd = cuttable(ta);
  host.attach(hostEnd.transport);
  guest.attach(tb);
  const random = new SeededRandom(7);
  await play(host, guest, random, 12, host);

  // Everything so far is on disk: the WAL's size now is what the power cut keeps.
  const hostLog = host.log as SqliteMatchLog;
  await waitFor([host], () => !hostLog.syncPending, 5000, "the host's background fsync");
  const walKept = statSync(`${hostFile}-wal`).size;
  const legal = legalActionList(host.state!, host.seat);
  hostEnd.cut(); // from now on the host hears nothing (it is about to lose power)
  const sent = host.submit(legal[Math.floor(random.next() * legal.length)]!);
  assert.ok(sent.ok);
  await waitFor([guest], () => guest.heads.theirs === sent.seq, 5000, "the guest logging the host's action");
  assert.ok(statSync(`${hostFile}-wal`).size > walKept, "the host's action was committed to the WAL");
  // The power cut: the files as the disk holds them, the WAL without its un-fsynced tail.
  const cutFile = join(dir, `${name}-host-after-cut.db`);
  copyFileSync(hostFile, cutFile);
  writeFileSync(`${cutFile}-wal`, readFileSync(`${hostFile}-wal`).subarray(0, walKept));
  host.close();
  const lostFrame = guest.log.entries().find((e) => e.kind === "message" && e.direction === "in" && e.seq === sent.seq)!.frame;

  const restarted = session("host", ids.host, new SqliteMatchLog(openStore(cutFile), matchId, { syncOutAfterSend: true }));
  return { ids, guest, restarted, lostSeq: sent.seq, lostFrame, random, hashBefore: guest.stateHash };
}

test("power cut after sending: the restarted side gets its lost frame back from the peer, then the game goes on identically", async () => {
  const { guest, restarted, lostSeq, lostFrame, random } = await cutAfterSend("recovers");
  assert.equal(restarted.heads.mine, lostSeq - 1, "the cut took the host's last action from its log");
  assert.ok(restarted.recovering);
  const [x, y] = memoryPair();
  guest.attach(y);
  restarted.attach(x);
  let recovered = -1;
  restarted.on("recovered", (n) => (recovered = n));
  await waitFor([restarted, guest], () => !restarted.recovering && inStep(restarted, guest) && restarted.stateHash === guest.stateHash, 10_000, "recovery");
  assert.equal(recovered, 1);
  const back = restarted.log.entries().find((e) => e.kind === "message" && e.direction === "out" && e.seq === lostSeq);
  assert.ok(back, "the recovered frame is in the log again");
  assert.deepEqual(Buffer.from(back.frame), Buffer.from(lostFrame), "byte for byte the frame the peer holds");
  await play(restarted, guest, random, 12);
  assert.deepEqual(restarted.incidents, []);
  assert.deepEqual(guest.incidents, []);
  // Both chains agree frame for frame.
  const frames = (s: Session, dir: "in" | "out") => s.log.entries().flatMap((e) => (e.kind === "message" && e.direction === dir ? [Buffer.from(e.frame).toString("hex")] : []));
  assert.deepEqual(frames(restarted, "out"), frames(guest, "in"));
  assert.deepEqual(frames(guest, "out"), frames(restarted, "in"));
  restarted.close();
  guest.close();
});

test("a recovery answer with a forged, foreign, tampered or non-chaining frame is refused (bad-recovery) and changes nothing", async () => {
  const { ids, guest, restarted, lostSeq, lostFrame } = await cutAfterSend("forged");
  guest.close();
  const [x, peerEnd] = memoryPair();
  const fromRestarted: ReturnType<typeof decodeMessage>[] = [];
  peerEnd.onMessage((b) => fromRestarted.push(decodeMessage(b)));
  restarted.attach(x);
  const lost = decodeMessage(lostFrame).payload;
  const { v: _v, author: _a, ...fields } = lost;
  const answer = (frames: Uint8Array[], over: { from?: number; head?: number } = {}) =>
    encodeMessage(ids.guest, { gameId: restarted.gameId, seq: 0, prev: ZERO_ID, ack: restarted.heads.theirs, type: "recover", body: { from: over.from ?? lostSeq, head: over.head ?? lostSeq, frames: frames.map(toBase64Url) } }).frame;
  const tampered = lostFrame.slice();
  tampered[20] ^= 1;
  const bad: [string, Uint8Array][] = [
    ["foreign key", answer([encodeMessage(newIdentity(), fields).frame])],
    ["signed by the peer", answer([encodeMessage(ids.guest, fields).frame])],
    ["tampered", answer([tampered])],
    ["another game", answer([encodeMessage(ids.host, { ...fields, gameId: "f".repeat(64) }).frame])],
    ["non-chaining", answer([encodeMessage(ids.host, { ...fields, prev: ZERO_ID }).frame])],
    ["wrong seq", answer([encodeMessage(ids.host, { ...fields, seq: lostSeq + 1 }).frame])],
    ["claims frames, sends none", answer([])],
    ["answers another request", answer([lostFrame], { from: lostSeq - 1 })],
    ["more frames than it holds", answer([lostFrame], { head: lostSeq - 1 })],
  ];
  const logged = restarted.log.entries().length;
  const messages = (s: Session) => s.log.entries().filter((e) => e.kind === "message").length;
  const messagesBefore = messages(restarted);
  for (const [what, frame] of bad) {
    const before = restarted.incidents.length;
    peerEnd.send(frame);
    await waitFor([restarted], () => restarted.incidents.length > before, 2000, what);
    assert.equal(restarted.incidents.at(-1)!.code, "bad-recovery", what);
    assert.equal(restarted.incidents.at(-1)!.halted, false, what);
    assert.ok(restarted.recovering, what);
    assert.equal(restarted.heads.mine, lostSeq - 1, what);
  }
  // Evidence is kept; no message of the game was added.
  assert.equal(restarted.log.entries().length, logged + bad.length);
  assert.equal(messages(restarted), messagesBefore);
  // The genuine answer is taken.
  peerEnd.send(answer([lostFrame]));
  await waitFor([restarted], () => !restarted.recovering, 2000, "the genuine answer");
  assert.equal(restarted.heads.mine, lostSeq);
  restarted.close();
});

test("a side in recovery signs nothing: no action, chat, concede or timeout claim; only recovery requests go out", async () => {
  const { guest, restarted, lostSeq } = await cutAfterSend("silent");
  guest.close();
  const [x, peerEnd] = memoryPair();
  const fromRestarted: ReturnType<typeof decodeMessage>[] = [];
  peerEnd.onMessage((b) => fromRestarted.push(decodeMessage(b)));
  restarted.attach(x);
  const logged = restarted.log.entries().length;
  const legal = legalActionList(restarted.state!, restarted.seat);
  const r = restarted.submit(legal[0]!);
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.rejection.code, "recovering");
  assert.throws(() => restarted.chat("hello"), /Recovering/);
  assert.throws(() => restarted.concede(), /Recovering/);
  assert.throws(() => restarted.claimTimeout());
  await sleep(700); // several retransmit periods: only the recovery request is repeated
  assert.ok(fromRestarted.length >= 2, "the request is repeated while nobody answers");
  for (const m of fromRestarted) {
    assert.equal(m.payload.seq, 0);
    assert.equal(m.payload.type, "recover-request");
    assert.deepEqual(m.payload.body, { from: lostSeq });
  }
  assert.equal(restarted.log.entries().length, logged);
  assert.equal(restarted.heads.mine, lostSeq - 1);
  restarted.close();
});
