/**
 * The renderer's half of a network match: a WebRTC data channel (simple-peer over Chromium's
 * own RTCPeerConnection) whose bytes are bridged to the host (app/shared/contract/net.ts).
 * Keys, codes, the signed log and the rules stay in the host; this moves bytes and SDP only.
 * Peers live in a module registry, not in components, so they outlast page changes.
 */
// The standalone build bundles simple-peer's Node shims (Buffer, streams) for the browser.
import SimplePeer, { type SimplePeerInstance } from "simple-peer/simplepeer.min.js";
import type { SignalSdp } from "../../../app/shared/contract/match";

export interface RtcPeer {
  channelId: string;
  /** The local offer (initiator) or answer, once ICE gathering is done (non-trickle). */
  signal: Promise<SignalSdp>;
  /** Resolves when the data channel is open; rejects with a readable error. */
  connected: Promise<void>;
  /** Feeds the other side's SDP. */
  accept(signal: SignalSdp): void;
  close(): void;
}

const peers = new Map<string, SimplePeerInstance>();
let bridged = false;

function bindBridge() {
  if (bridged) return;
  bridged = true;
  window.moxen.onEvent("net.channelSend", ({ channelId, data }) => {
    const p = peers.get(channelId);
    if (!p) return;
    try {
      p.send(fromBase64(data));
    } catch {
      /* closing: the host learns through channelClosed */
    }
  });
  window.moxen.onEvent("net.channelClose", ({ channelId }) => {
    peers.get(channelId)?.destroy();
    peers.delete(channelId);
  });
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export class NetStepError extends Error {}

/** Opens the host side of a channel and the renderer's peer. Rejects with a sentence on failure. */
export async function openPeer(initiator: boolean, opts: { connectTimeoutMs?: number; iceServers?: RTCIceServer[] } = {}): Promise<RtcPeer> {
  bindBridge();
  const r = await window.moxen.net.openChannel();
  if (!r.ok) throw new NetStepError(`Could not prepare the connection: ${r.error.message}`);
  const { channelId } = r.value;
  let peer: SimplePeerInstance;
  try {
    // STUN/TURN servers come from Settings; none: host candidates only (same LAN or machine).
    peer = new SimplePeer({ initiator, trickle: false, config: { iceServers: opts.iceServers ?? [] } });
  } catch (e) {
    void window.moxen.net.channelClosed({ channelId, reason: "WebRTC unavailable" });
    throw new NetStepError(`This browser cannot open a WebRTC connection: ${(e as Error).message}`);
  }
  peers.set(channelId, peer);
  let closedReported = false;
  const reportClosed = (reason: string) => {
    if (closedReported) return;
    closedReported = true;
    peers.delete(channelId);
    void window.moxen.net.channelClosed({ channelId, reason: reason.slice(0, 200) });
  };
  peer.on("data", (d: Uint8Array) => void window.moxen.net.channelData({ channelId, data: toBase64(d) }));
  peer.on("close", () => reportClosed("the connection closed"));

  const signal = new Promise<SignalSdp>((resolve, reject) => {
    peer.once("signal", (s: SignalSdp) => resolve({ type: s.type, sdp: s.sdp }));
    peer.once("error", (e: Error) => reject(new NetStepError(`WebRTC failed while preparing the code: ${e.message}`)));
  });
  const timeoutMs = opts.connectTimeoutMs ?? 30_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armed = false;
  let fail: (e: Error) => void = () => {};
  const connected = new Promise<void>((resolve, reject) => {
    fail = reject;
    peer.once("connect", () => {
      if (timer) clearTimeout(timer);
      resolve();
    });
    peer.on("error", (e: Error) => {
      if (timer) clearTimeout(timer);
      reportClosed(e.message);
      reject(new NetStepError(`The connection failed: ${e.message}. Are both computers on the same network (or is a STUN/TURN server set)?`));
    });
  });
  connected.catch(() => {});
  signal.catch(() => {});

  return {
    channelId,
    signal,
    connected,
    accept(s) {
      try {
        peer.signal(s);
      } catch (e) {
        fail(new NetStepError(`The code could not be used: ${(e as Error).message}`));
        return;
      }
      if (!armed) {
        armed = true;
        timer = setTimeout(() => {
          fail(new NetStepError(`No connection after ${Math.round(timeoutMs / 1000)} s. Check that both computers can reach each other (same network, or a STUN/TURN server), then try new codes.`));
          peer.destroy();
          reportClosed("timed out");
        }, timeoutMs);
      }
    },
    close() {
      if (timer) clearTimeout(timer);
      peer.destroy();
      reportClosed("closed by the player");
    },
  };
}

/** Waits for an answer-side peer (which has no timer until it gets the offer) to connect. */
export function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new NetStepError(message)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}
