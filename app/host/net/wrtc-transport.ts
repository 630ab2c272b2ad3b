/**
 * WebRTC data channels through simple-peer, with invite/answer codes as the only
 * signaling. Under plain Node (CLI, tests) the WebRTC implementation is @roamhq/wrtc;
 * the shipped Electron app runs simple-peer in the renderer instead (see
 * bridged-transport.ts), because @roamhq/wrtc does not load in Electron.
 *
 * Non-trickle ICE: the offer and answer are produced once all candidates are gathered,
 * so one code each way is enough. With no STUN/TURN servers (the default) only host
 * candidates exist, which is what a LAN or the same machine needs.
 */
import SimplePeer from "simple-peer";
import { NetError } from "./errors";
import type { Identity } from "./identity";
import { codeToSignal, signalToCode, type SessionDescription } from "./signal-code";
import { BaseTransport, type Transport } from "./transport";

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface WebRtcOptions {
  /** STUN/TURN servers (a setting); none by default. */
  iceServers?: IceServer[];
  /** WebRTC implementation; loaded from @roamhq/wrtc when absent. */
  wrtc?: unknown;
  /** Our identity: its fingerprint goes into the code so the other side can check the handshake. */
  identity?: Identity;
  /** How long to wait for the connection once both codes are exchanged. */
  connectTimeoutMs?: number;
}

type Peer = SimplePeer.Instance;

/** A connected simple-peer data channel as a Transport. */
export class SimplePeerTransport extends BaseTransport {
  constructor(private peer: Peer) {
    super();
    peer.on("data", (data: Uint8Array | string) => {
      this.deliver(typeof data === "string" ? new TextEncoder().encode(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    });
    peer.on("close", () => this.closed("the connection closed"));
    peer.on("error", (err: Error) => this.closed(`connection error: ${err.message}`));
  }

  protected transmit(bytes: Uint8Array): void {
    try {
      this.peer.send(bytes);
    } catch (err) {
      this.closed(`send failed: ${(err as Error).message}`);
    }
  }

  protected shutdown(): void {
    this.peer.destroy();
  }
}

let cachedWrtc: unknown = null;

/** Loads @roamhq/wrtc (an optional dependency) with an explanation when it is missing. */
export async function loadNodeWebRtc(): Promise<unknown> {
  if (cachedWrtc) return cachedWrtc;
  try {
    const mod = (await import("@roamhq/wrtc")) as { default?: unknown };
    cachedWrtc = mod.default ?? mod;
    return cachedWrtc;
  } catch (err) {
    throw new NetError(
      "no-webrtc",
      `WebRTC for Node (@roamhq/wrtc) could not be loaded (${(err as Error).message}). It is an optional dependency: ` +
        "install it for network play from the command line, or use the desktop app.",
    );
  }
}

async function newPeer(initiator: boolean, options: WebRtcOptions): Promise<Peer> {
  const wrtc = options.wrtc ?? (await loadNodeWebRtc());
  return new SimplePeer({
    initiator,
    trickle: false,
    wrtc: wrtc as SimplePeer.Options["wrtc"],
    config: { iceServers: (options.iceServers ?? []) as never },
  });
}

function firstSignal(peer: Peer): Promise<SessionDescription> {
  return new Promise((resolve, reject) => {
    peer.once("signal", (data: SessionDescription) => resolve(data));
    peer.once("error", (err: Error) => reject(new NetError("webrtc", `Could not prepare a connection: ${err.message}`)));
  });
}

function connected(peer: Peer, timeoutMs: number): Promise<Transport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      peer.destroy();
      reject(
        new NetError(
          "connect-timeout",
          `No connection after ${Math.round(timeoutMs / 1000)} s. The two computers may not be able to reach each other directly ` +
            "(different networks need a STUN or TURN server in the settings), or the code was already used.",
        ),
      );
    }, timeoutMs);
    peer.once("connect", () => {
      clearTimeout(timer);
      resolve(new SimplePeerTransport(peer));
    });
    peer.once("error", (err: Error) => {
      clearTimeout(timer);
      reject(new NetError("webrtc", `The connection failed: ${err.message}`));
    });
  });
}

export interface Invitation {
  /** The invite code to give to the friend. */
  code: string;
  /** Reads the friend's answer code and resolves when the data channel is open. */
  accept(answerCode: string): Promise<{ transport: Transport; peerFingerprint?: string }>;
  cancel(): void;
}

/** Host side: makes an invite code. */
export async function createInvitation(options: WebRtcOptions = {}): Promise<Invitation> {
  const peer = await newPeer(true, options);
  const offer = await firstSignal(peer);
  const code = signalToCode(offer, options.identity?.digest());
  return {
    code,
    async accept(answerCode) {
      const { signal, identity } = codeToSignal(answerCode, "answer"); // throws a CodeError on a bad code
      const open = connected(peer, options.connectTimeoutMs ?? 20_000);
      peer.signal(signal as never);
      return { transport: await open, peerFingerprint: identity };
    },
    cancel: () => peer.destroy(),
  };
}

export interface InvitationAnswer {
  /** The answer code to give back to the host. */
  code: string;
  /** The host's identity fingerprint carried in the invite, if any. */
  peerFingerprint?: string;
  /** Resolves when the host has pasted the answer and the data channel is open. */
  connected: Promise<Transport>;
  cancel(): void;
}

/** Guest side: answers an invite code. A bad code is refused before anything starts. */
export async function answerInvitation(inviteCode: string, options: WebRtcOptions = {}): Promise<InvitationAnswer> {
  const { signal, identity } = codeToSignal(inviteCode, "offer");
  const peer = await newPeer(false, options);
  const answer = firstSignal(peer);
  peer.signal(signal as never);
  const code = signalToCode(await answer, options.identity?.digest());
  const open = connected(peer, options.connectTimeoutMs ?? 60_000);
  open.catch(() => {}); // reported to whoever awaits `connected`
  return { code, peerFingerprint: identity, connected: open, cancel: () => peer.destroy() };
}
