/// <reference path="./libsodium-sumo.d.ts" />
/**
 * The primitives of the hidden-information scheme (app/host/net/README.md, "Hidden hands and libraries"):
 * ristretto255 points and scalars, commutative locks, key commitments, and the card payloads'
 * authenticated encryption. Every primitive comes from an audited library; this file only names
 * them for the scheme and checks what comes off the wire.
 *
 * ristretto255 is a prime-order group, so a locked card leaks nothing about its point (unlike
 * modular SRA, whose Legendre symbol leaks a bit per card).
 *
 * The group arithmetic runs in libsodium (libsodium-sumo: libsodium compiled to WebAssembly, its
 * module inlined in the package's JavaScript, no native addon): constant-time scalar
 * multiplication (crypto_scalarmult_ristretto255, …_base with its precomputed tables for
 * commitments), constant-time scalar inversion and products, the RFC 9496 element derivation
 * behind hash-to-curve. A point is kept as its canonical 32-byte encoding, the form libsodium
 * takes and returns, so a shuffle step never decodes or encodes a point in JavaScript: one
 * validity check per point received, one multiplication per entry. The wire stays exactly as it
 * was with @noble/curves (same group, same canonical encoding, same hash to the curve; the test
 * hidden-group.test.ts compares them). @noble/curves is kept as the reference (`useGroupBackend`),
 * so that `moxen bench hidden` can time today's and yesterday's arithmetic side by side, and as
 * what runs in the first milliseconds, while libsodium's WebAssembly compiles (`groupReady`).
 */
import loadSodium, { type LibsodiumSumo } from "libsodium-sumo";
import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";
import { expand_message_xmd } from "@noble/curves/abstract/hash-to-curve.js";
import { bytesToNumberLE } from "@noble/curves/utils.js";
import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

type NoblePoint = InstanceType<typeof ristretto255.Point>;
const NP = ristretto255.Point;
const Fn = NP.Fn;

/**
 * A ristretto255 group element, held as its canonical encoding (32 bytes): two points are equal
 * exactly when their encodings are. Made only here, from a valid encoding or an operation.
 */
class GroupPoint {
  #bytes: Uint8Array | undefined;
  #hex: string | undefined;
  /** The @noble/curves form, for the reference backend only (kept as it decoded or computed it). */
  noble: NoblePoint | undefined;

  constructor(bytes: Uint8Array | undefined, noble?: NoblePoint) {
    this.#bytes = bytes;
    this.noble = noble;
  }

  /** The canonical encoding (computed once by the reference backend, which keeps points decoded). */
  get bytes(): Uint8Array {
    return (this.#bytes ??= this.noble!.toBytes());
  }

  toBytes(): Uint8Array {
    return this.bytes.slice();
  }

  toHex(): string {
    return (this.#hex ??= bytesToHex(this.bytes));
  }

  equals(other: GroupPoint): boolean {
    if (!this.#bytes && !other.#bytes && this.noble && other.noble) return this.noble.equals(other.noble);
    const [a, b] = [this.bytes, other.bytes];
    let diff = 0;
    for (let i = 0; i < 32; i++) diff |= a[i]! ^ b[i]!;
    return diff === 0;
  }

  /** The identity element: its canonical encoding is 32 zero bytes. */
  is0(): boolean {
    return this.bytes.every((b) => b === 0);
  }
}

export type Point = GroupPoint;
export type Scalar = bigint;
/** A source of uniformly random bytes: node:crypto in the app, a seeded stream in tests. */
export type RandomBytes = (n: number) => Uint8Array;

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

// ---- the group arithmetic: libsodium, or @noble/curves as the reference --------------------

interface GroupBackend {
  readonly name: GroupBackendName;
  /** The element a canonical encoding stands for (the identity included), or null if it is none. */
  decode(bytes: Uint8Array): GroupPoint | null;
  /** k·G. */
  mulBase(k: Scalar): GroupPoint;
  /** p·apply·(remove₁·remove₂·…)⁻¹, `apply` null standing for 1. */
  mul(p: GroupPoint, apply: Scalar | null, remove: readonly Scalar[]): GroupPoint;
  /** RFC 9496 element derivation (ristretto255_map of RFC 9380) from 64 uniform bytes. */
  fromUniform(bytes: Uint8Array): GroupPoint;
  /** 64 bytes little-endian reduced mod the group order. */
  reduceWide(bytes: Uint8Array): Scalar;
}
export type GroupBackendName = "libsodium" | "noble";

const ZERO_BYTES = new Uint8Array(32);

/** A scalar a multiplication accepts: 1 ≤ k < the group order (as @noble/curves requires). */
function checkScalar(k: Scalar): void {
  if (typeof k !== "bigint" || k <= 0n || k >= Fn.ORDER) throw new Error("invalid scalar: expected 1 <= sc < curve.n");
}

/**
 * libsodium: every operation on canonical encodings in its memory, scalars wiped after use. The
 * inverse of the last key removed is kept, so that a shuffle step removing one deck key from
 * every entry inverts it once.
 */
function sodiumBackend(na: LibsodiumSumo): GroupBackend {
  const base = na._malloc(256);
  const [OUT, PT, S1, S2, S3, WIDE] = [base, base + 32, base + 64, base + 96, base + 128, base + 160];
  const heap = () => na.HEAPU8; // read each time: the module's memory object could change if it grew
  const wipe = () => heap().fill(0, S1, WIDE + 64);
  const result = (): Uint8Array => heap().slice(OUT, OUT + 32);
  let inverted: { of: Scalar; inverse: Uint8Array } | null = null;

  /** Writes ∏ks⁻¹ at `at` (S2, S3 used as scratch). */
  function writeInverse(at: number, ks: readonly Scalar[]): void {
    const h = heap();
    if (ks.length === 1 && inverted && inverted.of === ks[0]) {
      h.set(inverted.inverse, at);
      return;
    }
    h.set(Fn.toBytes(ks[0]!), S2);
    for (const k of ks.slice(1)) {
      h.set(Fn.toBytes(k), S3);
      na._crypto_core_ristretto255_scalar_mul(S2, S2, S3);
    }
    if (na._crypto_core_ristretto255_scalar_invert(at, S2) !== 0) throw new Error("invalid scalar: zero has no inverse");
    if (ks.length === 1) inverted = { of: ks[0]!, inverse: heap().slice(at, at + 32) };
  }

  return {
    name: "libsodium",
    decode(bytes) {
      heap().set(bytes, PT);
      return na._crypto_core_ristretto255_is_valid_point(PT) === 1 ? new GroupPoint(bytes.slice()) : null;
    },
    mulBase(k) {
      checkScalar(k);
      heap().set(Fn.toBytes(k), S1);
      na._crypto_scalarmult_ristretto255_base(OUT, S1);
      wipe();
      return new GroupPoint(result());
    },
    mul(p, apply, remove) {
      if (apply !== null) checkScalar(apply);
      remove.forEach(checkScalar);
      const h = heap();
      if (remove.length === 0) h.set(Fn.toBytes(apply ?? 1n), S1);
      else if (apply === null) writeInverse(S1, remove);
      else {
        writeInverse(S3, remove);
        h.set(Fn.toBytes(apply), S2);
        na._crypto_core_ristretto255_scalar_mul(S1, S2, S3);
      }
      h.set(p.bytes, PT);
      // -1 only when the product is the identity: p was the identity (a valid encoding, k ≠ 0).
      const ok = na._crypto_scalarmult_ristretto255(OUT, S1, PT) === 0;
      wipe();
      return new GroupPoint(ok ? result() : ZERO_BYTES.slice());
    },
    fromUniform(bytes) {
      heap().set(bytes, WIDE);
      na._crypto_core_ristretto255_from_hash(OUT, WIDE);
      return new GroupPoint(result());
    },
    reduceWide(bytes) {
      heap().set(bytes, WIDE);
      na._crypto_core_ristretto255_scalar_reduce(S1, WIDE);
      const k = bytesToNumberLE(heap().slice(S1, S1 + 32));
      wipe();
      return k;
    },
  };
}

/** @noble/curves, as this file used it until libsodium replaced it: the reference, for the bench. */
const nobleBackend: GroupBackend = {
  name: "noble",
  decode(bytes) {
    try {
      return new GroupPoint(undefined, NP.fromBytes(bytes));
    } catch {
      return null;
    }
  },
  mulBase: (k) => new GroupPoint(undefined, NP.BASE.multiply(k)),
  mul(p, apply, remove) {
    const n = (p.noble ??= NP.fromBytes(p.bytes));
    const removed = remove.length === 0 ? null : Fn.inv(remove.reduce((x, y) => Fn.mul(x, y)));
    const k = removed === null ? apply! : apply === null ? removed : Fn.mul(apply, removed);
    return new GroupPoint(undefined, n.multiply(k));
  },
  fromUniform: (bytes) => new GroupPoint(undefined, ristretto255_hasher.deriveToCurve!(bytes) as unknown as NoblePoint),
  reduceWide: (bytes) => Fn.create(bytesToNumberLE(bytes)),
};

let sodium: GroupBackend | null = null;
let wanted: GroupBackendName = "libsodium";
let group: GroupBackend = nobleBackend;

/**
 * libsodium's WebAssembly compiles asynchronously (about 30 ms), started as this module loads. It
 * is not awaited at the top level: that would hold back every module importing this one, and the
 * Electron main process must register its app scheme before the app is ready. Until it resolves
 * (and if it ever failed) the arithmetic runs in @noble/curves, which gives the same bytes: only
 * the speed differs. Resolves to the implementation in use; never rejects.
 */
export const groupReady: Promise<GroupBackendName> = Promise.resolve().then(() => loadSodium()).then(
  (na) => {
    sodium = sodiumBackend(na);
    if (wanted === "libsodium") group = sodium;
    return group.name;
  },
  () => group.name,
);

/**
 * Which implementation runs the group arithmetic: libsodium (always, in the app, once
 * `groupReady`), or @noble/curves for `moxen bench hidden`'s side-by-side figures. Both give the
 * same bytes for the same inputs.
 */
export function useGroupBackend(name: GroupBackendName): void {
  wanted = name;
  group = name === "libsodium" && sodium ? sodium : nobleBackend;
}
export const groupBackend = (): GroupBackendName => group.name;

// ---- the scheme's primitives ------------------------------------------------------------------

/** A uniformly random non-zero scalar (64 bytes reduced mod the group order: negligible bias). */
export function randomScalar(rand: RandomBytes): Scalar {
  for (;;) {
    const k = group.reduceWide(rand(64));
    if (k !== 0n) return k;
  }
}

/** The point k·G: a key's commitment, or a point whose discrete log its maker knows (tests). */
export const pointOf = (m: Scalar): Point => group.mulBase(m);

const CARD_POINT_DST = utf8ToBytes("moxen/hidden/card-point/v2");

/**
 * A card point M = H2C(seed) (RFC 9380 hash to ristretto255): nobody knows its discrete log, not
 * even its owner. With M = m·G the owner could follow its cards through the other's shuffle step
 * (β·M = m·(β·G) from the deck-key commitment, or the ratio of two entries) and stack its library.
 * hash_to_ristretto255: expand_message_xmd with SHA-512 to 64 bytes, then the element derivation.
 */
export const cardPoint = (seed: Uint8Array): Point => group.fromUniform(expand_message_xmd(seed, CARD_POINT_DST, 64, sha512));

/** Locks a point with a key (SRA): locks commute, k2·(k1·M) = k1·(k2·M). */
export const lock = (p: Point, k: Scalar): Point => group.mul(p, k, []);

/** Removes a lock: multiplying by the key's inverse mod the group order. */
export const unlock = (p: Point, k: Scalar): Point => group.mul(p, null, [k]);

/**
 * Removes one lock and applies another in a single multiplication: p·(apply·remove⁻¹). Each
 * shuffle step does this for every card, so one multiplication instead of two halves its cost
 * (and the key removed, the same for every card of a step, is inverted once).
 */
export const relock = (p: Point, remove: Scalar | null, apply: Scalar): Point => group.mul(p, apply, remove === null ? [] : [remove]);

/** Removes two locks at once: p·(k1·k2)⁻¹. */
export const unlockBoth = (p: Point, k1: Scalar, k2: Scalar): Point => group.mul(p, null, [k1, k2]);

/** The public commitment to a key, K = k·G: a key revealed later is checked against it. */
export const commitKey = (k: Scalar): string => encodePoint(group.mulBase(k));

export const keyMatches = (k: Scalar, commitment: string): boolean => commitKey(k) === commitment;

export const encodePoint = (p: Point): string => p.toHex();

/** A point from the wire: 32 bytes of canonical ristretto255 encoding, not the identity. */
export function decodePoint(hex: unknown, what: string): Point {
  if (typeof hex !== "string" || !/^[0-9a-f]{64}$/.test(hex)) throw new HiddenInfoError("malformed", `${what} is not a 32-byte hex point.`);
  const p = group.decode(hexToBytes(hex));
  if (!p) throw new HiddenInfoError("malformed", `${what} is not a valid ristretto255 point.`);
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

const cardKey = (m: Point) => sha256(concatBytes(utf8ToBytes("moxen/hidden/card-key\0"), m.bytes));

/**
 * A payload's nonce, derived from its card point: whoever learns M finds the one payload sealed
 * for it by its first 24 bytes (an index), instead of trying to open each payload. Each key H(M)
 * seals one payload only, so a nonce derived from M is never reused; like M, it is unknown until
 * M is learned.
 */
export const cardNonce = (m: Point): Uint8Array => sha256(concatBytes(utf8ToBytes("moxen/hidden/card-nonce\0"), m.bytes)).subarray(0, 24);

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
