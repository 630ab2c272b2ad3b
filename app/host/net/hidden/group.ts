/**
 * The primitives of the hidden-information scheme (app/host/net/README.md, "Hidden hands and libraries"):
 * ristretto255 points and scalars, commutative locks, key commitments, and the card payloads'
 * authenticated encryption. Every primitive comes from the audited @noble libraries; this file
 * only names them for the scheme and checks what comes off the wire.
 *
 * ristretto255 is a prime-order group, so a locked card leaks nothing about its point (unlike
 * modular SRA, whose Legendre symbol leaks a bit per card).
 */
import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";
import { bytesToNumberLE } from "@noble/curves/utils.js";
import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

export type Point = InstanceType<typeof ristretto255.Point>;
export type Scalar = bigint;
/** A source of uniformly random bytes: node:crypto in the app, a seeded stream in tests. */
export type RandomBytes = (n: number) => Uint8Array;

const P = ristretto255.Point;
const Fn = P.Fn;

/** Something from the other side that is not what the scheme allows; `who` is to blame. */
export class HiddenInfoError extends Error {
  constructor(readonly code: HiddenInfoErrorCode, message: string) {
    super(message);
  }
}
export type HiddenInfoErrorCode =
  | "malformed" | "wrong-count" | "duplicate-entry" | "key-mismatch" | "wrong-card"
  | "revealed-twice" | "bad-random" | "deck-mismatch" | "substituted-entry" | "not-a-card" | "out-of-turn" | "illegal-action"
  // The peer's deck breaks the format, seen before the audit: its size at the shuffle, a copy too many shown.
  | "illegal-deck";

/** A uniformly random non-zero scalar (64 bytes reduced mod the group order: negligible bias). */
export function randomScalar(rand: RandomBytes): Scalar {
  for (;;) {
    const k = Fn.create(bytesToNumberLE(rand(64)));
    if (k !== 0n) return k;
  }
}

/** The point k·G: a key's commitment, or a point whose discrete log its maker knows (tests). */
export const pointOf = (m: Scalar): Point => P.BASE.multiply(m);

const CARD_POINT_DST = utf8ToBytes("moxen/hidden/card-point/v2");

/**
 * A card point M = H2C(seed) (RFC 9380 hash to ristretto255): nobody knows its discrete log, not
 * even its owner. With M = m·G the owner could follow its cards through the other's shuffle step
 * (β·M = m·(β·G) from the deck-key commitment, or the ratio of two entries) and stack its library.
 */
export const cardPoint = (seed: Uint8Array): Point => ristretto255_hasher.hashToCurve(seed, { DST: CARD_POINT_DST }) as unknown as Point;

/** Locks a point with a key (SRA): locks commute, k2·(k1·M) = k1·(k2·M). */
export const lock = (p: Point, k: Scalar): Point => p.multiply(k);

/** Removes a lock: multiplying by the key's inverse mod the group order. */
export const unlock = (p: Point, k: Scalar): Point => p.multiply(Fn.inv(k));

/**
 * Removes one lock and applies another in a single multiplication: p·(apply·remove⁻¹). Each
 * shuffle step does this for every card, so one multiplication instead of two halves its cost.
 */
export const relock = (p: Point, remove: Scalar | null, apply: Scalar): Point => p.multiply(remove === null ? apply : Fn.mul(apply, Fn.inv(remove)));

/** Removes two locks at once: p·(k1·k2)⁻¹. */
export const unlockBoth = (p: Point, k1: Scalar, k2: Scalar): Point => p.multiply(Fn.inv(Fn.mul(k1, k2)));

/** The public commitment to a key, K = k·G: a key revealed later is checked against it. */
export const commitKey = (k: Scalar): string => encodePoint(P.BASE.multiply(k));

export const keyMatches = (k: Scalar, commitment: string): boolean => commitKey(k) === commitment;

export const encodePoint = (p: Point): string => bytesToHex(p.toBytes());

/** A point from the wire: 32 bytes of canonical ristretto255 encoding, not the identity. */
export function decodePoint(hex: unknown, what: string): Point {
  if (typeof hex !== "string" || !/^[0-9a-f]{64}$/.test(hex)) throw new HiddenInfoError("malformed", `${what} is not a 32-byte hex point.`);
  let p: Point;
  try {
    p = P.fromHex(hex);
  } catch {
    throw new HiddenInfoError("malformed", `${what} is not a valid ristretto255 point.`);
  }
  if (p.is0()) throw new HiddenInfoError("malformed", `${what} is the identity point.`);
  return p;
}

export const encodeScalar = (k: Scalar): string => bytesToHex(Fn.toBytes(k));

/** A scalar from the wire: 32 bytes little-endian, below the group order, not zero. */
export function decodeScalar(hex: unknown, what: string): Scalar {
  if (typeof hex !== "string" || !/^[0-9a-f]{64}$/.test(hex)) throw new HiddenInfoError("malformed", `${what} is not a 32-byte hex scalar.`);
  const k = bytesToNumberLE(hexToBytes(hex));
  if (k === 0n || k >= Fn.ORDER) throw new HiddenInfoError("malformed", `${what} is not a scalar of the group.`);
  return k;
}

export const hashHex = (...parts: (string | Uint8Array)[]): string =>
  bytesToHex(sha256(concatBytes(...parts.map((p) => (typeof p === "string" ? utf8ToBytes(p) : p)))));

// ---- card payloads (spec §1) ----------------------------------------------------------------

const cardKey = (m: Point) => sha256(concatBytes(utf8ToBytes("moxen/hidden/card-key\0"), m.toBytes()));

/**
 * A payload's nonce, derived from its card point: whoever learns M finds the one payload sealed
 * for it by its first 24 bytes (an index), instead of trying to open each payload. Each key H(M)
 * seals one payload only, so a nonce derived from M is never reused; like M, it is unknown until
 * M is learned.
 */
export const cardNonce = (m: Point): Uint8Array => sha256(concatBytes(utf8ToBytes("moxen/hidden/card-nonce\0"), m.toBytes())).subarray(0, 24);

/** The index of a payload: its nonce in hex (the first 48 characters of the sealed text). */
export const payloadIndex = (payload: string): string => payload.slice(0, 48);

/** Seals a card's identity so that only whoever learns its point M can read it. */
export function sealCard(m: Point, card: CardPayload, rand: RandomBytes): string {
  rand(24); // the random nonce this replaced: still drawn, so that a seeded stream deals the same games
  const nonce = cardNonce(m);
  const text = utf8ToBytes(JSON.stringify({ name: card.name, copy: card.copy, salt: bytesToHex(rand(16)) }));
  return bytesToHex(nonce) + bytesToHex(xchacha20poly1305(cardKey(m), nonce).encrypt(text));
}

export interface CardPayload {
  name: string;
  /** The copy's index in the committed decklist. */
  copy: number;
}

/** Opens a payload with a point, or null when the point is not the one it was sealed for. */
export function openCard(m: Point, payload: string): CardPayload | null {
  if (!/^[0-9a-f]+$/.test(payload) || payload.length < 48 + 32 || payload.length % 2) return null;
  const bytes = hexToBytes(payload);
  try {
    const text = xchacha20poly1305(cardKey(m), bytes.subarray(0, 24)).decrypt(bytes.subarray(24));
    const v = JSON.parse(new TextDecoder().decode(text)) as { name?: unknown; copy?: unknown };
    if (typeof v.name !== "string" || !Number.isInteger(v.copy)) return null;
    return { name: v.name, copy: v.copy as number };
  } catch {
    return null;
  }
}
