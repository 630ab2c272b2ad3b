/**
 * The shipped app's path, end to end, with a stand-in renderer: each "renderer" runs
 * simple-peer (over @roamhq/wrtc here, Chromium's WebRTC in the app) and uses only the
 * contract — net.openChannel / makeCode / readCode / channelData, the net.channelSend event,
 * match.connect — first by invite and answer codes, then by LAN discovery (match.lan*).
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import SimplePeer from "simple-peer";
import type { Action } from "../../engine/index";
import { loadNodeWebRtc } from "../../app/host/net/wrtc-transport";
import type { LanGameInfo, LanOffer, MatchSummary, MatchUpdate, SignalSdp } from "../../app/shared/contract/match";
import { openHost, removeTempDirs, rng, sleep, tempDir, type TestHost } from "./helpers";
import { actionsFor, type LegalOptions } from "../../engine/index";
/** The complete actions the engine's options allow (empty when there is nothing to do). */
const actionsOf = (legal: LegalOptions | null) => (legal ? actionsFor(legal) : []);

const cleanups: (() => unknown)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
  removeTempDirs();
});

/** What the renderer does for one data channel: simple-peer plus the byte bridge. */
async function rendererPeer(h: TestHost, initiator: boolean) {
  const { channelId } = (await h.ok("net.openChannel")) as { channelId: string };
  const peer = new SimplePeer({ initiator, trickle: false, wrtc: (await loadNodeWebRtc()) as SimplePeer.Options["wrtc"] });
  cleanups.push(() => peer.destroy());
  peer.on("data", (d: Uint8Array) => void h.call("net.channelData", { channelId, data: Buffer.from(d).toString("base64") }));
  peer.on("close", () => void h.call("net.channelClosed", { channelId, reason: "closed" }));
  peer.on("error", () => {});
  h.services.events.subscribe((name, p) => {
    const msg = p as { channelId?: string; data?: string };
    if (msg.channelId !== channelId) return;
    if (name === "net.channelSend") peer.send(Buffer.from(msg.data!, "base64"));
    if (name === "net.channelClose") peer.destroy();
  });
  const signal = () => new Promise<SignalSdp>((resolve) => peer.once("signal", (s: SignalSdp) => resolve(s)));
  const connected = new Promise<void>((resolve) => peer.once("connect", () => resolve()));
  return { channelId, peer, signal, connected };
}

async function playAndConcede(alice: TestHost, bob: TestHost, a: number, b: number) {
  const deadline = Date.now() + 30_000;
  while ((await bob.ok("match.get", { matchId: b })).status !== "playing" || (await alice.ok("match.get", { matchId: a })).status !== "playing") {
    if (Date.now() > deadline) throw new Error("the handshake did not finish");
    await sleep(10);
  }
  const pick = rng(3);
  for (let moves = 0; moves < 30; ) {
    let acted = false;
    for (const [h, id] of [[alice, a], [bob, b]] as const) {
      const u = (await h.ok("match.view", { matchId: id })) as MatchUpdate;
      if (actionsOf(u.legal).length) {
        const options = actionsOf(u.legal).filter((x: Action) => x.type !== "concede");
        await h.ok("match.submit", { matchId: id, action: options[pick(options.length)] });
        acted = true;
        moves++;
      }
    }
    if (!acted) await sleep(5);
    if (Date.now() > deadline) throw new Error("the match did not move");
  }
  // Concede once both sides agree: an action still in flight would cross the concede and be kept
  // but not applied on one side (app/host/net/README.md), which is fine but not this test's point.
  for (;;) {
    const [ua, ub] = [await alice.ok("match.view", { matchId: a }), await bob.ok("match.view", { matchId: b })];
    if (ua.step === ub.step && ua.hash === ub.hash) break;
    if (Date.now() > deadline) throw new Error("the two sides never agreed");
    await sleep(5);
  }
  await alice.ok("match.concede", { matchId: a });
  while ((await bob.ok("match.get", { matchId: b })).status !== "finished") {
    if (Date.now() > deadline) throw new Error("the concede did not arrive");
    await sleep(10);
  }
  while (!(await bob.ok("match.get", { matchId: b })).result?.audit) {
    if (Date.now() > deadline) throw new Error("the audit did not arrive");
    await sleep(10);
  }
  const [fa, fb] = [(await alice.ok("match.view", { matchId: a })) as MatchUpdate, (await bob.ok("match.view", { matchId: b })) as MatchUpdate];
  assert.deepEqual(fb.result, { winner: "B", reason: "concede", audit: { clean: true } }, "Bob audited Alice's hidden cards");
  assert.equal(fa.hash, fb.hash);
}

describe("renderer WebRTC through the contract", () => {
  it("invite and answer codes", async () => {
    const alice = await openHost(tempDir());
    const bob = await openHost(tempDir());
    cleanups.push(() => alice.close(), () => bob.close());
    const pa = await rendererPeer(alice, true);
    const { code: invite } = await alice.ok("net.makeCode", { signal: await pa.signal() });
    assert.match(invite, /^MOX1-/);

    const read = await bob.ok("net.readCode", { code: invite, expect: "invite" });
    assert.equal(read.peerFingerprint, (await alice.ok("net.identity")).fingerprint);
    const pb = await rendererPeer(bob, false);
    const answerSignal = pb.signal();
    pb.peer.signal(read.signal);
    const { code: answer } = await bob.ok("net.makeCode", { signal: await answerSignal });

    const back = await alice.ok("net.readCode", { code: answer, expect: "answer" });
    pa.peer.signal(back.signal);
    await Promise.all([pa.connected, pb.connected]);

    const a = (await alice.ok("match.connect", { channelId: pa.channelId, role: "host", deck: { benchmark: "red-green-beats" }, peerFingerprint: back.peerFingerprint })) as MatchSummary;
    const b = (await bob.ok("match.connect", { channelId: pb.channelId, role: "guest", deck: { benchmark: "white-blue-skies" }, peerFingerprint: read.peerFingerprint })) as MatchSummary;
    await playAndConcede(alice, bob, a.id, b.id);
  });

  it("LAN discovery: announce, browse, join — no codes typed", async () => {
    const alice = await openHost(tempDir());
    const bob = await openHost(tempDir());
    cleanups.push(() => alice.close(), () => bob.close());
    await alice.ok("profile.setName", { name: "Alice" });
    const aliceFp = (await alice.ok("net.identity")).fingerprint as string;

    // Alice's renderer answers join requests as they come.
    let aliceChannel: Promise<string> | null = null;
    alice.services.events.subscribe((name, p) => {
      if (name !== "match.lanOffer") return;
      const offer = p as LanOffer;
      aliceChannel = (async () => {
        const peer = await rendererPeer(alice, false);
        const answer = peer.signal();
        peer.peer.signal(offer.signal);
        await alice.ok("match.lanAnswer", { requestId: offer.requestId, signal: await answer });
        await peer.connected;
        return peer.channelId;
      })();
    });
    const refused = await alice.call("match.lanAnnounce", { purpose: "steal" });
    assert.equal(refused.ok ? "" : refused.error.code, "invalid_argument", "an announcement's purpose is match or trade");
    const announced = await alice.ok("match.lanAnnounce");
    assert.equal(announced.fingerprint, aliceFp);

    const first = (await bob.ok("match.lanBrowse")) as LanGameInfo[];
    const game = await new Promise<LanGameInfo>((resolve, reject) => {
      const hit = first.find((g) => g.fingerprint === aliceFp);
      if (hit) return resolve(hit);
      const timer = setTimeout(() => reject(new Error("Alice's game was not found over mDNS within 10 s")), 10_000);
      bob.services.events.subscribe((name, p) => {
        const g = name === "match.lanGames" && (p as { games: LanGameInfo[] }).games.find((x) => x.fingerprint === aliceFp);
        if (g) (clearTimeout(timer), resolve(g));
      });
    });
    assert.equal(game.player, "Alice");
    assert.equal(game.purpose, "match", "announced without a purpose: a game");
    await bob.ok("match.lanStopBrowsing");

    const pb = await rendererPeer(bob, true);
    const joined = await bob.ok("match.lanJoin", { gameId: game.id, signal: await pb.signal() });
    assert.equal(joined.peerFingerprint, aliceFp);
    pb.peer.signal(joined.signal);
    await pb.connected;
    const channelA = await aliceChannel!;
    await alice.ok("match.lanStop");

    const a = (await alice.ok("match.connect", { channelId: channelA, role: "host", deck: { benchmark: "red-green-beats" } })) as MatchSummary;
    const b = (await bob.ok("match.connect", { channelId: pb.channelId, role: "guest", deck: { benchmark: "blue-black-control" }, peerFingerprint: joined.peerFingerprint })) as MatchSummary;
    await playAndConcede(alice, bob, a.id, b.id);

    const gone = await bob.call("match.lanJoin", { gameId: "nobody", signal: { type: "offer", sdp: "v=0" } });
    assert.equal(gone.ok ? "" : gone.error.code, "not_found");
  });
});
