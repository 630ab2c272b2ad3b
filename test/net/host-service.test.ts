/**
 * The "net" contract group's host service: identity, codes with clear errors, and data
 * channels bridged from a renderer — two hosts whose "renderers" are linked in memory
 * play a whole match through the service's methods and events.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { netMethods } from "../../app/shared/contract/net";
import { validate, type Schema } from "../../app/shared/validate";
import { EventBus } from "../../app/host/events";
import { HostError } from "../../app/host/errors";
import { createNetService, type NetHandlers } from "../../app/host/net/host-service";
import type { BridgedTransport } from "../../app/host/net/bridged-transport";
import { memoryPair } from "../../app/host/net/memory-transport";
import { autoPlay, countingSession, waitFor } from "./helpers";

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function host() {
  const dataDir = mkdtempSync(join(tmpdir(), "moxen-net-service-"));
  dirs.push(dataDir);
  const events = new EventBus();
  const channels: BridgedTransport[] = [];
  const service = createNetService({ dataDir, appRoot: "", version: "test", shell: "web", events }, { onChannel: (t) => channels.push(t) });
  /** Calls a handler the way the router does: validated arguments first. */
  const call = async <N extends keyof NetHandlers>(name: N, args: unknown, client = "ws:1") => {
    const checked = validate(netMethods[name].args as Schema<unknown>, args, name);
    if (!checked.ok) throw new Error(checked.message);
    return (service.handlers[name] as (a: unknown, c: { client: string }) => unknown)(checked.value, { client });
  };
  return { service, events, channels, call };
}

test("identity and codes: stable fingerprint, codes carry it, bad codes are clear errors", async () => {
  const h = host();
  const { fingerprint } = (await h.call("net.identity", undefined)) as { fingerprint: string };
  assert.match(fingerprint, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/);
  assert.equal(((await h.call("net.identity", undefined)) as { fingerprint: string }).fingerprint, fingerprint);
  const sdp = [
    "v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:1 1 udp 2122260223 192.168.1.20 50000 typ host generation 0",
    "a=candidate:2 1 udp 2122260223 4f6a2c1e-0b7d-4c3e-9a55-2d1e0f7a8b9c.local 50001 typ host generation 0",
    "a=ice-ufrag:abcd", "a=ice-pwd:abcdefghijklmnopqrstuvwx",
    `a=fingerprint:sha-256 ${Array.from({ length: 32 }, () => "AB").join(":")}`, "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "",
  ].join("\r\n");
  const { code } = (await h.call("net.makeCode", { signal: { type: "offer", sdp } })) as { code: string };
  const read = (await h.call("net.readCode", { code, expect: "invite" })) as { signal: { type: string; sdp: string }; peerFingerprint: string };
  assert.equal(read.peerFingerprint, fingerprint);
  assert.equal(read.signal.type, "offer");
  assert.match(read.signal.sdp, /4f6a2c1e-0b7d-4c3e-9a55-2d1e0f7a8b9c\.local 50001 typ host/, "Chromium's mDNS host candidates survive");
  await assert.rejects(
    async () => h.call("net.readCode", { code: code.slice(0, 40), expect: "invite" }),
    (e: Error) => e instanceof HostError && e.code === "incomplete" && /cut off when copied/.test(e.message),
  );
  await assert.rejects(async () => h.call("net.readCode", { code, expect: "answer" }), /This is an invite code, but an answer code is needed here/);
  await assert.rejects(async () => h.call("net.channelData", { channelId: "ch1", data: "not base64!" }), /must be base64 data/);
});

test("channels belong to the renderer that opened them and close with it", async () => {
  const h = host();
  const { channelId } = (await h.call("net.openChannel", undefined, "ws:1")) as { channelId: string };
  await assert.rejects(async () => h.call("net.channelData", { channelId, data: "AAAA" }, "ws:2"), /No open network channel/);
  const got: Uint8Array[] = [];
  h.channels[0]!.onMessage((b) => got.push(b));
  await h.call("net.channelData", { channelId, data: Buffer.from([1, 2, 3]).toString("base64") }, "ws:1");
  assert.deepEqual(got.map((b) => [...b]), [[1, 2, 3]]);
  const sent: [string, unknown, string | undefined][] = [];
  h.events.subscribe((name, payload, to) => sent.push([name, payload, to]));
  h.channels[0]!.send(new Uint8Array([9]));
  assert.deepEqual(sent, [["net.channelSend", { channelId, data: "CQ==" }, "ws:1"]]);
  for (let i = 0; i < 3; i++) await h.call("net.openChannel", undefined, "ws:1");
  await assert.rejects(async () => h.call("net.openChannel", undefined, "ws:1"), /Too many network connections/);
  h.service.clientClosed!("ws:1");
  assert.ok(h.channels.every((c) => !c.isOpen));
});

test("two hosts play a match through the service: renderers only move bytes", async () => {
  const [alice, bob] = [host(), host()];
  // The two renderers' data channels, linked in memory (WebRTC in the real app).
  const [wireA, wireB] = memoryPair();
  const link = async (h: ReturnType<typeof host>, wire: typeof wireA, role: "host" | "guest") => {
    const { channelId } = (await h.call("net.openChannel", undefined)) as { channelId: string };
    h.events.subscribe((name, p) => {
      if (name === ("net.channelSend" as never)) wire.send(new Uint8Array(Buffer.from((p as { data: string }).data, "base64")));
    });
    wire.onMessage((bytes) => void h.call("net.channelData", { channelId, data: Buffer.from(bytes).toString("base64") }));
    const session = countingSession(role, { identity: h.service.identity() });
    session.attach(h.channels[0]!);
    autoPlay(session);
    return session;
  };
  const a = await link(alice, wireA, "host");
  const b = await link(bob, wireB, "guest");
  await waitFor([a, b], () => a.peerResult !== null && b.peerResult !== null);
  assert.equal(a.stateHash, b.stateHash);
  assert.equal(a.peer!.fingerprint, ((await bob.call("net.identity", undefined)) as { fingerprint: string }).fingerprint);
  a.close();
  b.close();
});
