/**
 * Hidden hands and libraries, seen from one player's machine: two app hosts play a network match
 * over real WebRTC (simple-peer on @roamhq/wrtc, as the renderer does, bridged through the
 * contract). Everything Bob's machine holds or sees — every answer and event of the contract (the
 * IPC traffic to his renderer), every byte his data channel carried, and his data folder's match
 * database (the signed log and the game log) — is scanned for the names of Alice's cards that were
 * never shown to him. Alice's own view tells which of her cards were shown (any that reached a
 * public zone). The decks are shown at the audit, so the scan is made before the match ends; then
 * the match ends and both audits are clean.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, it } from "node:test";
import SimplePeer from "simple-peer";
import { actionsFor, type Action, type LegalOptions, type PlayerView } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { loadNodeWebRtc } from "../../app/host/net/wrtc-transport";
import type { MatchSummary, MatchUpdate, SignalSdp } from "../../app/shared/contract/match";
import { openHost, removeTempDirs, rng, sleep, tempDir, type TestHost } from "./helpers";

const cleanups: (() => unknown)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
  removeTempDirs();
});

/** The renderer's part of one data channel (simple-peer and the byte bridge), recording the bytes it carries. */
async function rendererPeer(h: TestHost, initiator: boolean, wire: Buffer[]) {
  const { channelId } = (await h.ok("net.openChannel")) as { channelId: string };
  const peer = new SimplePeer({ initiator, trickle: false, wrtc: (await loadNodeWebRtc()) as SimplePeer.Options["wrtc"] });
  cleanups.push(() => peer.destroy());
  peer.on("data", (d: Uint8Array) => {
    wire.push(Buffer.from(d));
    void h.call("net.channelData", { channelId, data: Buffer.from(d).toString("base64") });
  });
  peer.on("error", () => {});
  h.services.events.subscribe((name, p) => {
    const msg = p as { channelId?: string; data?: string };
    if (msg.channelId !== channelId || name !== "net.channelSend") return;
    wire.push(Buffer.from(msg.data!, "base64"));
    peer.send(Buffer.from(msg.data!, "base64"));
  });
  const signal = () => new Promise<SignalSdp>((resolve) => peer.once("signal", (s: SignalSdp) => resolve(s)));
  const connected = new Promise<void>((resolve) => peer.once("connect", () => resolve()));
  return { channelId, peer, signal, connected };
}

/** Names of `seat`'s cards in the public zones of a view (what the other player has been shown). */
function publicNames(view: PlayerView, seat: "A" | "B"): string[] {
  const p = view.players[seat];
  return [...view.battlefield.filter((c) => c.owner === seat), ...p.graveyard, ...p.exile].map((c) => c.name).concat(view.stack.filter((s) => s.controller === seat).map((s) => s.name));
}

it("over real WebRTC, Bob's machine (contract traffic, data channel, match database) holds none of Alice's cards he was never shown", async () => {
  const alice = await openHost(tempDir());
  const bob = await openHost(tempDir());
  cleanups.push(() => alice.close(), () => bob.close());
  // Everything Bob's renderer receives from his host: call answers and events.
  const ipc: string[] = [];
  const bobCall = async (name: string, args?: unknown) => {
    const r = await bob.ok(name, args);
    ipc.push(JSON.stringify(r));
    return r;
  };
  bob.services.events.subscribe((name, p) => ipc.push(name + JSON.stringify(p)));
  const aliceWire: Buffer[] = [];
  const bobWire: Buffer[] = [];

  const pa = await rendererPeer(alice, true, aliceWire);
  const { code: invite } = await alice.ok("net.makeCode", { signal: await pa.signal() });
  const read = await bob.ok("net.readCode", { code: invite, expect: "invite" });
  const pb = await rendererPeer(bob, false, bobWire);
  const answerSignal = pb.signal();
  pb.peer.signal(read.signal);
  const { code: answer } = await bob.ok("net.makeCode", { signal: await answerSignal });
  pa.peer.signal((await alice.ok("net.readCode", { code: answer, expect: "answer" })).signal);
  await Promise.all([pa.connected, pb.connected]);

  const decks = benchmarkDecks();
  const aliceDeck = decks.get("red-green-beats")!.cards;
  const bobDeck = decks.get("white-blue-skies")!.cards;
  const a = ((await alice.ok("match.connect", { channelId: pa.channelId, role: "host", deck: { benchmark: "red-green-beats" } })) as MatchSummary).id;
  const b = ((await bobCall("match.connect", { channelId: pb.channelId, role: "guest", deck: { benchmark: "white-blue-skies" } })) as MatchSummary).id;
  const deadline = Date.now() + 60_000;
  while ((await bobCall("match.get", { matchId: b })).status !== "playing" || (await alice.ok("match.get", { matchId: a })).status !== "playing") {
    if (Date.now() > deadline) throw new Error("the handshake did not finish");
    await sleep(10);
  }

  // Play, noting every card of Alice's that reaches a public zone (from her own view, after every
  // step her table is sent: a card may be public only for a moment, a land bounced to her hand).
  const shown = new Set<string>();
  alice.services.events.subscribe((name, p) => {
    const view = (p as Partial<MatchUpdate>).view;
    if (name === "match.updated" && view) publicNames(view, "A").forEach((n) => shown.add(n));
  });
  const pick = rng(11);
  // Its own deadline: a loaded machine (CI) once spent the handshake's minute and played almost nothing.
  const playUntil = Date.now() + 180_000;
  // 80 random moves, and on until some card of Alice's was shown (random play may mulligan and
  // pass for 80 moves: the check below needs a shown card to prove the scan can find one).
  const aliceShown = () => [...shown].some((n) => !bobDeck.includes(n));
  for (let moves = 0; (moves < 80 || !aliceShown()) && moves < 400 && Date.now() < playUntil; ) {
    let acted = false;
    const ua = (await alice.ok("match.view", { matchId: a })) as MatchUpdate;
    if (ua.view) publicNames(ua.view, "A").forEach((n) => shown.add(n));
    for (const [id, call] of [[a, (n: string, x: unknown) => alice.ok(n, x)], [b, bobCall]] as const) {
      const u = (await call("match.view", { matchId: id })) as MatchUpdate;
      if (u.status !== "playing") break;
      const options = u.legal ? actionsFor(u.legal as LegalOptions).filter((x: Action) => x.type !== "concede") : [];
      if (!options.length) continue;
      await call("match.submit", { matchId: id, action: options[pick(options.length)] });
      acted = true;
      moves++;
      break;
    }
    if (!acted) await sleep(5);
  }
  const last = (await alice.ok("match.view", { matchId: a })) as MatchUpdate;
  if (last.view) publicNames(last.view, "A").forEach((n) => shown.add(n));
  await sleep(200); // the last messages and their keys settle

  const secret = [...new Set(aliceDeck)].filter((n) => !shown.has(n) && !bobDeck.includes(n));
  assert.ok(secret.length >= 3, `several of Alice's cards were never shown (${secret.join(", ")})`);
  // Bob's match database, as on disk (the signed log with every frame, the game log).
  const db = ["matches.db", "matches.db-wal"].map((f) => join(bob.dataDir, f)).filter(existsSync).map((f) => readFileSync(f).toString("latin1"));
  const places: [string, string][] = [
    ["the contract traffic to Bob's renderer", ipc.join("\n")],
    ["Bob's data channel", bobWire.map((x) => x.toString("latin1")).join("\n")],
    ["Bob's match database", db.join("\n")],
  ];
  for (const [where, recorded] of places) {
    assert.ok(recorded.length > 1000, `${where} was recorded`);
    // Land types are not card names ("Taiga", shown, is a Mountain Forest): subtype lists are left out.
    const text = recorded.replace(/"subtypes":\[[^\]]*\]/g, "");
    for (const name of secret) {
      const at = text.search(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
      assert.ok(at < 0, `${name} (Alice's, never shown) is in ${where}: …${text.slice(Math.max(0, at - 200), at + 80)}…`);
    }
  }
  // The scan can find a name: Alice's own cards that Bob saw are in his traffic.
  const seen = [...shown].filter((n) => !bobDeck.includes(n));
  assert.ok(seen.length > 0, "some of Alice's cards were shown to Bob");
  const missing = seen.filter((n) => !places[0]![1].includes(n));
  assert.deepEqual(missing, [], `the names Bob was shown are in what he received (shown: ${seen.join(", ")})`);

  // The match ends; the secrets are shown and each side audits the other.
  await alice.ok("match.concede", { matchId: a });
  const end = Date.now() + 30_000;
  while (!((await bob.ok("match.get", { matchId: b })) as MatchSummary).result?.audit || !((await alice.ok("match.get", { matchId: a })) as MatchSummary).result?.audit) {
    if (Date.now() > end) throw new Error("the audits did not arrive");
    await sleep(20);
  }
  assert.deepEqual(((await bob.ok("match.get", { matchId: b })) as MatchSummary).result!.audit, { clean: true });
  assert.deepEqual(((await alice.ok("match.get", { matchId: a })) as MatchSummary).result!.audit, { clean: true });
});
