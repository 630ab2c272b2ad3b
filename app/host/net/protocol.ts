/**
 * Protocol v1 wire format.
 *
 *   frame   = 0x01 ‖ payload ‖ signature(64)
 *   payload = UTF-8 JSON {v, gameId, author, seq, prev, ack, type, body, postHash?}
 *   signature = Ed25519(author's key, "moxen/v1/msg\0" ‖ payload)
 *
 * The signature covers the exact payload bytes as received, so no canonical JSON is needed:
 * the receiver verifies and keeps the bytes it got. The domain tag keeps these signatures
 * from ever being valid for anything else the same key signs (e.g. the seed secret).
 *
 * Chained messages (seq ≥ 1) form one hash chain per author: `prev` is the id of the
 * author's previous message. Control messages (seq = 0: ack, resync-request, desync, recover-request, recover) are
 * signed too but not chained or logged — repeating them is harmless by construction.
 */
import { concat, fromUtf8, utf8 } from "./bytes";
import { frameId, signFrame, type FrameKind } from "./signed-frame";
import type { Identity } from "./identity";
import { verifySignature } from "./identity";
import { NetError } from "./errors";

/**
 * 2: hidden hands and libraries (the mental-poker messages `hidden` and `audit`; hellos carry no
 * decklist). A version 1 program showed both decks to both sides and is refused.
 */
/**
 * 3: the audit is committed to before it is shown and sent in chunks, a payload's nonce comes from
 * its card point (keys find their card by index), who starts is a revealed hash-chain link (issue 29).
 */
export const PROTOCOL_VERSION = 3;
const FRAME_FORMAT = 0x01;
const SIGNATURE_BYTES = 64;
const MESSAGE_DOMAIN = utf8("moxen/v1/msg\0");
const ID_DOMAIN = utf8("moxen/v1/id\0");
const FRAMES: FrameKind = { format: FRAME_FORMAT, messageDomain: MESSAGE_DOMAIN, idDomain: ID_DOMAIN };
/** Below the data channel's 256 KiB message limit, and generous for any game message. */
export const DEFAULT_MAX_FRAME_BYTES = 200_000;
/** `prev` of an author's first message. */
export const ZERO_ID = "0".repeat(64);

export const CHAINED_TYPES = ["hello", "commit", "reveal", "action", "hidden", "chat", "concede", "timeout-claim", "result", "audit"] as const;
export const CONTROL_TYPES = ["ack", "resync-request", "desync", "recover-request", "recover"] as const;
export type ChainedType = (typeof CHAINED_TYPES)[number];
export type ControlType = (typeof CONTROL_TYPES)[number];
export type MessageType = ChainedType | ControlType;

export interface Payload {
  v: number;
  /** Derived from both hello nonces; "" in the hellos themselves (it does not exist yet). */
  gameId: string;
  /** Author's raw Ed25519 public key, base64url. */
  author: string;
  /** Per-author sequence number from 1; 0 for control messages. */
  seq: number;
  /** Id of the author's previous chained message, or ZERO_ID. */
  prev: string;
  /** Highest of the other side's seqs that the author has applied (in order). */
  ack: number;
  type: string;
  body: unknown;
  /** For actions: hash of the game state after applying it. */
  postHash?: string;
}

export interface Message {
  payload: Payload;
  payloadBytes: Uint8Array;
  signature: Uint8Array;
  frame: Uint8Array;
  /** SHA-256 over the payload bytes (hex): the link in the hash chain. */
  id: string;
}

/** Why a frame could not even be read. */
export class ProtocolError extends NetError {
  override name = "ProtocolError";
}

export const messageId = (payloadBytes: Uint8Array): string => frameId(FRAMES, payloadBytes);

export function encodeMessage(identity: Identity, payload: Omit<Payload, "v" | "author"> & { v?: number }): Message {
  const full: Payload = { v: PROTOCOL_VERSION, author: identity.publicKey, ...payload };
  return signFrame(identity, FRAMES, full);
}

const HEX64 = /^[0-9a-f]{64}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
const TYPE = /^[a-z][a-z-]{0,31}$/;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < 2 ** 31;

/**
 * Reads a frame: size limit, framing, JSON, and the payload's shape. Does NOT check the
 * signature (see `verifyMessage`) so that the caller can report each failure distinctly.
 */
export function decodeMessage(frame: Uint8Array, maxBytes = DEFAULT_MAX_FRAME_BYTES): Message {
  if (frame.length > maxBytes) {
    throw new ProtocolError("oversized", `Message too large: ${frame.length} bytes (limit ${maxBytes}).`);
  }
  if (frame.length < 1 + 2 + SIGNATURE_BYTES) throw new ProtocolError("malformed", `Malformed message: only ${frame.length} bytes.`);
  if (frame[0] !== FRAME_FORMAT) throw new ProtocolError("malformed", `Malformed message: unknown frame format ${frame[0]}.`);
  const payloadBytes = frame.subarray(1, frame.length - SIGNATURE_BYTES);
  const signature = frame.subarray(frame.length - SIGNATURE_BYTES);
  let payload: Payload;
  try {
    payload = JSON.parse(fromUtf8(payloadBytes)) as Payload;
  } catch {
    throw new ProtocolError("malformed", "Malformed message: the payload is not valid UTF-8 JSON.");
  }
  const bad = (what: string) => new ProtocolError("malformed", `Malformed message: ${what}.`);
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) throw bad("the payload is not an object");
  if (payload.v !== PROTOCOL_VERSION) {
    const old = payload.v === 1 ? " (an older Moxen, which showed both decks to both programs: your opponent needs to update)"
      : payload.v === 2 ? " (an older Moxen, whose end-of-match audit could be dodged: your opponent needs to update)" : "";
    throw new ProtocolError("version", `Message uses protocol version ${String(payload.v).slice(0, 20)}${old}; this version of Moxen speaks ${PROTOCOL_VERSION}.`);
  }
  if (typeof payload.gameId !== "string" || (payload.gameId !== "" && !HEX64.test(payload.gameId))) throw bad("bad gameId");
  if (typeof payload.author !== "string" || !KEY.test(payload.author)) throw bad("bad author key");
  if (!isCount(payload.seq)) throw bad("bad seq");
  if (typeof payload.prev !== "string" || !HEX64.test(payload.prev)) throw bad("bad prev");
  if (!isCount(payload.ack)) throw bad("bad ack");
  if (typeof payload.type !== "string" || !TYPE.test(payload.type)) throw bad("bad type");
  if (!("body" in payload)) throw bad("no body");
  if (payload.postHash !== undefined && (typeof payload.postHash !== "string" || payload.postHash.length > 200)) throw bad("bad postHash");
  return { payload, payloadBytes: payloadBytes.slice(), signature: signature.slice(), frame, id: messageId(payloadBytes) };
}

export function verifyMessage(message: Message): boolean {
  return verifySignature(message.payload.author, concat(MESSAGE_DOMAIN, message.payloadBytes), message.signature);
}

export const isChainedType = (t: string): t is ChainedType => (CHAINED_TYPES as readonly string[]).includes(t);
export const isControlType = (t: string): t is ControlType => (CONTROL_TYPES as readonly string[]).includes(t);
