/**
 * The limited event's wire format (a sealed deck or draft between two programs, no server):
 *
 *   frame     = 0x03 ‖ payload ‖ Ed25519 signature (64 bytes)
 *   signature = sign("moxen/event/v1/msg\0" ‖ payload)
 *   payload   = JSON {v:1, event, author, seq, prev, type, body}
 *
 * The style of the match and trade protocols (app/host/net/signed-frame.ts) with its own format
 * byte and domain tags, so no event signature ever passes for a match or trade message, and one
 * data channel carries the event and its games (`channel.ts`). `event` is the host's proposal
 * nonce (hex), the same in every message of the event; `seq`/`prev` make one hash chain per side.
 */
import { concat, fromUtf8, utf8 } from "../../net/bytes";
import { frameId, signFrame, type FrameKind, type SignedFrame } from "../../net/signed-frame";
import { verifySignature, type Identity } from "../../net/identity";

export const EVENT_WIRE_VERSION = 1;
export const EVENT_FRAME = 0x03;
const SIGNATURE_BYTES = 64;
const MESSAGE_DOMAIN = utf8("moxen/event/v1/msg\0");
const ID_DOMAIN = utf8("moxen/event/v1/id\0");
export const EVENT_FRAMES: FrameKind = { format: EVENT_FRAME, messageDomain: MESSAGE_DOMAIN, idDomain: ID_DOMAIN };

/** A frame larger than this is refused before it is parsed (an event message is a few hundred bytes). */
export const MAX_EVENT_FRAME = 16_000;
export const ZERO_ID = "0".repeat(64);

/**
 * `propose` {nonce, name, kind, spec} (host, seq 1), `accept` {nonce, name} or `decline` {reason}
 * (guest, seq 1), `phase` {t, …} (the pool phase's own messages), `ready` {game} (this side's deck
 * for that game is chosen and its previous game is audited), `leave` {reason} (the rest of the games
 * are forfeited), `final` {t, …} (the pool phase's secrets, shown at the end for the audit),
 * `claim` {game: 1} (not chained: the friend's game-1 deck did not arrive within the agreed
 * deck-building clock and its grace; judged by the receiver's own clock, build-clock.ts), `forfeit`
 * {game: 1, claim} (the receiver accepts a claim: game 1 is the claimer's).
 */
export const EVENT_TYPES = ["propose", "accept", "decline", "phase", "ready", "leave", "final", "claim", "forfeit"] as const;
export type EventMessageType = (typeof EVENT_TYPES)[number];

export interface EventPayload {
  v: number;
  event: string;
  author: string;
  seq: number;
  prev: string;
  type: EventMessageType;
  body: Record<string, unknown>;
}

export type EventMessage = SignedFrame<EventPayload>;

export type EventRefusalCode = "oversized" | "malformed" | "bad-signature" | "wrong-key" | "wrong-event" | "out-of-order" | "bad-body" | "cheated" | "disputed";

export class EventRefusal extends Error {
  constructor(
    readonly code: EventRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = "EventRefusal";
  }
}

export function encodeEventMessage(identity: Identity, payload: Omit<EventPayload, "v" | "author">): EventMessage {
  return signFrame(identity, EVENT_FRAMES, { v: EVENT_WIRE_VERSION, author: identity.publicKey, ...payload } as EventPayload);
}

const HEX64 = /^[0-9a-f]{64}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** Size, framing, JSON, the payload's shape, then the signature. Throws EventRefusal. */
export function decodeEventMessage(frame: Uint8Array): EventMessage {
  if (!(frame instanceof Uint8Array)) throw new EventRefusal("malformed", "Malformed event message: not bytes.");
  if (frame.length > MAX_EVENT_FRAME) throw new EventRefusal("oversized", `Event message too large: ${frame.length} bytes (limit ${MAX_EVENT_FRAME}).`);
  if (frame.length < 1 + 2 + SIGNATURE_BYTES) throw new EventRefusal("malformed", `Malformed event message: only ${frame.length} bytes.`);
  if (frame[0] !== EVENT_FRAME) throw new EventRefusal("malformed", `Malformed event message: unknown frame format ${frame[0]}.`);
  const payloadBytes = frame.slice(1, frame.length - SIGNATURE_BYTES);
  const signature = frame.slice(frame.length - SIGNATURE_BYTES);
  let payload: EventPayload;
  try {
    payload = JSON.parse(fromUtf8(payloadBytes)) as EventPayload;
  } catch {
    throw new EventRefusal("malformed", "Malformed event message: the payload is not valid UTF-8 JSON.");
  }
  const bad = (what: string) => new EventRefusal("malformed", `Malformed event message: ${what}.`);
  if (!isObject(payload)) throw bad("the payload is not an object");
  if (payload.v !== EVENT_WIRE_VERSION) throw bad(`version ${String(payload.v).slice(0, 20)} (this Moxen plays events with version ${EVENT_WIRE_VERSION})`);
  if (typeof payload.event !== "string" || !HEX64.test(payload.event)) throw bad("bad event id");
  if (typeof payload.author !== "string" || !KEY.test(payload.author)) throw bad("bad author key");
  if (!Number.isSafeInteger(payload.seq) || payload.seq < 1 || payload.seq > 10_000) throw bad("bad seq");
  if (typeof payload.prev !== "string" || !HEX64.test(payload.prev)) throw bad("bad prev");
  if (!(EVENT_TYPES as readonly string[]).includes(payload.type as string)) throw bad(`unknown type "${String(payload.type).slice(0, 32)}"`);
  if (!isObject(payload.body)) throw bad("the body is not an object");
  if (!verifySignature(payload.author, concat(MESSAGE_DOMAIN, payloadBytes), signature)) {
    throw new EventRefusal("bad-signature", "The event message's signature does not match it: it was forged or altered on the way.");
  }
  return { payload, payloadBytes, signature, frame, id: frameId(EVENT_FRAMES, payloadBytes) };
}

/** Checks a body's fields: exactly these keys, each passing its test. */
export function checkBody(body: Record<string, unknown>, fields: Record<string, (x: unknown) => boolean>, what: string): void {
  for (const k of Object.keys(body)) if (!(k in fields)) throw new EventRefusal("bad-body", `${what}: unknown field "${k.slice(0, 32)}".`);
  for (const [k, ok] of Object.entries(fields)) if (!ok(body[k])) throw new EventRefusal("bad-body", `${what}: bad or missing "${k}".`);
}

export const isHex64 = (x: unknown): boolean => typeof x === "string" && HEX64.test(x);
export const isText = (max: number) => (x: unknown): boolean => typeof x === "string" && x.trim().length > 0 && x.length <= max;
export const isGame = (x: unknown): boolean => Number.isSafeInteger(x) && (x as number) >= 1 && (x as number) <= 3;
