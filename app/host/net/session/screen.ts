/**
 * The checks a received frame passes before its sequence number is even looked at, in this
 * order: size limit → framing/JSON → signature → not our own key → the peer's (pinned) key →
 * game id. Everything refused here could have been sent by anyone on the path: it is dropped
 * and reported, and play goes on.
 */
import { fingerprintOfKey } from "../fingerprint";
import { keyToBytes } from "../identity";
import { decodeMessage, ProtocolError, verifyMessage, type Message } from "../protocol";
import type { IncidentCode } from "../session-types";

export interface ScreenContext {
  /** The largest frame read now (large only while a desync exchange is open). */
  maxBytes: number;
  /** Our own public key. */
  myKey: string;
  /** The peer's key once its hello was accepted, else null. */
  peerKey: string | null;
  /** The fingerprint a first peer must have (from a code or LAN announcement), if any. */
  expectedPeerFingerprint?: string;
  /** Our game id; "" until the peer's hello. */
  gameId: string;
}

export type Screened =
  | { ok: true; message: Message }
  | { ok: false; code: IncidentCode; reason: string; where?: { seq: number; type: string } };

export function screenFrame(bytes: Uint8Array, ctx: ScreenContext): Screened {
  let message: Message;
  try {
    message = decodeMessage(bytes, ctx.maxBytes);
  } catch (err) {
    const code = err instanceof ProtocolError && err.code === "oversized" ? "oversized" : err instanceof ProtocolError && err.code === "version" ? "protocol-version" : "malformed";
    return { ok: false, code, reason: (err as Error).message };
  }
  const p = message.payload;
  const where = { seq: p.seq, type: p.type };
  if (!verifyMessage(message)) {
    return { ok: false, code: "bad-signature", reason: "The signature does not match the message: it was forged or altered on the way.", where };
  }
  if (p.author === ctx.myKey) {
    return { ok: false, code: "reflected", reason: "A message signed with our own key came back from the network (a reflection or replay).", where };
  }
  if (ctx.peerKey ? p.author !== ctx.peerKey : !acceptableNewPeer(p.author, ctx.expectedPeerFingerprint)) {
    const expected = ctx.peerKey ? fingerprintOfKey(keyToBytes(ctx.peerKey)) : ctx.expectedPeerFingerprint;
    return { ok: false, code: "wrong-key", reason: `Message signed by ${fingerprintOfKey(keyToBytes(p.author))}, not by your opponent (${expected}).`, where };
  }
  if (!gameIdMatches(message, ctx.gameId)) {
    return { ok: false, code: "wrong-game", reason: "The message belongs to a different game (a replay from an earlier match?).", where };
  }
  return { ok: true, message };
}

function acceptableNewPeer(author: string, expected: string | undefined): boolean {
  return !expected || fingerprintOfKey(keyToBytes(author)) === expected;
}

function gameIdMatches(message: Message, ours: string): boolean {
  const { seq, gameId } = message.payload;
  if (seq === 1) return gameId === "";
  // Before the peer's hello we do not know the id yet; unsequenced messages are harmless then.
  if (seq === 0) return gameId === ours || gameId === "" || ours === "";
  // Before the peer's hello we cannot tell; such a message is dropped as a gap and resent later.
  return ours === "" || gameId === ours;
}
