import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * SHA-256 of a text's UTF-8 bytes, as lowercase hex: @noble/hashes (pure JavaScript, audited, no
 * I/O, synchronous), the one package the engine may import (scripts/check-imports.ts). The engine
 * may not use node:crypto or WebCrypto. The text hashed is always canonicalJson's, which has no
 * lone surrogates (JSON.stringify escapes them), so its UTF-8 bytes are those of every encoder:
 * the digests are the ones the engine's earlier hand-written SHA-256 gave (stored logs verify).
 *
 * Only what changed is hashed again. SHA-256 reads its input front to back, so the hasher's state
 * after a prefix depends on that prefix alone: after the same PREFIX bytes, hashing the rest gives
 * the digest of the whole, exactly as hashing it in one go. A state's text differs from the
 * previous state's mostly near its end (the objects and the battlefield come first in key order,
 * turn and priority last), so the hasher's state is kept every CHUNK bytes of the last texts, and a
 * new text starts from the last one kept inside the prefix it shares, byte for byte, with one of
 * them. The result is the same; only the time differs (test/engine/state-hash.test.ts compares it
 * with node:crypto's SHA-256 of the whole text over random games).
 */
export function sha256Hex(text: string): string {
  const bytes = utf8ToBytes(text);
  let best: Memo | undefined;
  let common = -1;
  // Newest first; stop at a text that leaves at most the last part-chunk to hash.
  const enough = bytes.length - (bytes.length % CHUNK);
  for (const m of memos) {
    const c = commonPrefix(m.bytes, bytes);
    if (c > common) (best = m), (common = c);
    if (c >= enough) break;
  }
  // The same text again (the other side of a match in this process): its digest.
  if (best && common === bytes.length && common === best.bytes.length) return best.hex;
  const kept = best ? Math.min(Math.floor(common / CHUNK), best.states.length - 1) : 0;
  const states = best ? best.states.slice(0, kept + 1) : [sha256.create()];
  const h = states[kept]!.clone();
  for (let at = kept * CHUNK; at < bytes.length; at += CHUNK) {
    const end = Math.min(at + CHUNK, bytes.length);
    h.update(bytes.subarray(at, end));
    if (end - at === CHUNK) states.push(h.clone());
  }
  const hex = bytesToHex(h.digest());
  // The newest first; the text this one shared the most with stays next to it.
  memos = [{ bytes, states, hex }, ...(best ? [best] : []), ...memos.filter((m) => m !== best)].slice(0, MEMOS);
  return hex;
}

/** Bytes between kept hasher states: a multiple of SHA-256's 64-byte block. */
const CHUNK = 1024;
/**
 * Texts remembered: four, as two sides of a match in one process (the bench, the tests, a match
 * against oneself) hash the same states, and a hidden-card match hashes the public state
 * (core/hidden.ts publicHash) besides the whole one.
 */
const MEMOS = 4;
type Hasher = ReturnType<typeof sha256.create>;
/** A text's bytes, the hasher's state after each whole CHUNK of them (states[i]: i CHUNKs), its digest. */
interface Memo {
  bytes: Uint8Array;
  states: Hasher[];
  hex: string;
}
let memos: Memo[] = [];

/** How many leading bytes `a` and `b` share (four at a time where both are aligned, as fresh arrays are). */
function commonPrefix(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const a32 = new Uint32Array(a.buffer, a.byteOffset, n >> 2);
    const b32 = new Uint32Array(b.buffer, b.byteOffset, n >> 2);
    let w = 0;
    while (w < a32.length && a32[w] === b32[w]) w++;
    i = w << 2;
  }
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** JSON with object keys sorted, so equal states give equal text whatever the insertion order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    // A frozen list of frozen values (the physical cards, clone.ts shareCards) never changes:
    // its text is computed once, as for a frozen object below.
    if (Object.isFrozen(value)) {
      let text = frozenText.get(value);
      if (text === undefined) {
        text = arrayJson(value);
        if (value.every((v) => v === null || typeof v !== "object" || Object.isFrozen(v))) frozenText.set(value, text);
      }
      return text;
    }
    return arrayJson(value);
  }
  // A frozen object is a game object shared between states (copy-on-write, see clone.ts): it
  // never changes again, nor do the lists and maps in it (they are replaced, never edited), so
  // its text is computed once. Most objects of a state are unchanged since the previous one.
  if (Object.isFrozen(value)) {
    let text = frozenText.get(value);
    if (text === undefined) frozenText.set(value, (text = objectJson(value as Record<string, unknown>)));
    return text;
  }
  return objectJson(value as Record<string, unknown>);
}

const frozenText = new WeakMap<object, string>();

function arrayJson(value: readonly unknown[]): string {
  const parts: string[] = new Array<string>(value.length);
  for (let i = 0; i < value.length; i++) {
    const v: unknown = value[i];
    parts[i] = v === undefined ? "null" : canonicalJson(v);
  }
  return "[" + parts.join(",") + "]";
}

function objectJson(rec: Record<string, unknown>): string {
  const keys = Object.keys(rec).sort();
  const parts: string[] = [];
  for (const k of keys) {
    const v = rec[k];
    if (v === undefined) continue;
    parts.push(JSON.stringify(k) + ":" + canonicalJson(v));
  }
  return "{" + parts.join(",") + "}";
}
