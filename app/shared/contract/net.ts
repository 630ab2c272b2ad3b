/**
 * Contract group "net": what the renderer does for a network match in the shipped app.
 * Chromium's WebRTC lives in the renderer (simple-peer; @roamhq/wrtc does not load in
 * Electron), so the renderer runs the data channel and moves bytes and SDP — nothing more.
 * Identity keys, invite/answer codes, the signed match log and the rules stay in the host
 * (app/host/net: bridged-transport.ts, host-service.ts).
 *
 * Flow: net.openChannel → the renderer creates its simple-peer; its non-trickle 'signal'
 * goes through net.makeCode (the code to show); a pasted code goes through net.readCode
 * (the SDP for peer.signal()). Then bytes: the renderer reports received data with
 * net.channelData and the end with net.channelClosed; the host asks it to send with the
 * net.channelSend event and to close with net.channelClose.
 *
 * Bytes travel as base64 so every transport of the contract (Electron IPC, the web host's
 * WebSocket JSON) carries them alike.
 */
import { v } from "../validate";
import { event, method, payload, returns } from "./define";

export interface NetIdentity {
  /** The player's identity fingerprint, to compare with a friend's (5 groups of 4). */
  fingerprint: string;
}

export interface SignalDto {
  type: "offer" | "answer";
  sdp: string;
}

export interface ReadCodeResult {
  /** Pass to the renderer's simple-peer `signal()`. */
  signal: SignalDto;
  /** The sender's identity fingerprint carried in the code, if any. */
  peerFingerprint: string | null;
}

export interface ChannelBytes {
  channelId: string;
  /** base64 */
  data: string;
}

export interface ChannelClose {
  channelId: string;
  reason: string;
}

const channelId = v.string({ max: 32, pattern: /^ch\d+$/, patternName: "a channel id" });
/** Room for the host's largest frame (200 kB) in base64. */
const base64 = v.string({ max: 280_000, pattern: /^[A-Za-z0-9+/]*={0,2}$/, patternName: "base64 data" });

export const netMethods = {
  "net.identity": method({
    args: v.none(),
    result: returns<NetIdentity>(),
    summary: "This player's identity fingerprint (the key itself never leaves the host).",
  }),
  "net.openChannel": method({
    args: v.none(),
    result: returns<{ channelId: string }>(),
    summary: "Prepares the host side of a data channel the renderer is about to open.",
  }),
  "net.makeCode": method({
    args: v.object({ signal: v.object({ type: v.oneOf(["offer", "answer"] as const), sdp: v.string({ max: 20_000 }) }) }),
    result: returns<{ code: string }>(),
    summary: "Turns the renderer's WebRTC offer or answer into an invite or answer code.",
  }),
  "net.readCode": method({
    args: v.object({ code: v.string({ max: 2000 }), expect: v.oneOf(["invite", "answer"] as const) }),
    result: returns<ReadCodeResult>(),
    summary: "Reads a pasted invite or answer code back into an SDP for the renderer's peer; bad codes get a clear error.",
  }),
  "net.channelData": method({
    args: v.object({ channelId, data: base64 }),
    result: returns<void>(),
    summary: "Bytes the renderer's data channel received from the peer.",
  }),
  "net.channelClosed": method({
    args: v.object({ channelId, reason: v.string({ max: 200 }) }),
    result: returns<void>(),
    summary: "The renderer's data channel closed.",
  }),
};

export const netEvents = {
  "net.channelSend": event({
    payload: payload<ChannelBytes>(),
    summary: "Send these bytes on the data channel (to the renderer that opened it only).",
  }),
  "net.channelClose": event({
    payload: payload<ChannelClose>(),
    summary: "Close the data channel.",
  }),
};
