/**
 * Fingerprints: the short text two players compare (on screen, by voice) to be sure they
 * talk to each other: 5 groups of 4 base32 characters of SHA-256(public key) — 100 bits,
 * far beyond what anyone could grind a look-alike key for.
 */
import { sha256, toBase32 } from "./bytes";

export function fingerprintFromDigest(digest: Uint8Array): string {
  const text = toBase32(digest.subarray(0, 13)).slice(0, 20);
  return text.match(/.{4}/g)!.join("-");
}

/** Fingerprint of a raw 32-byte Ed25519 public key. */
export function fingerprintOfKey(publicKey: Uint8Array): string {
  return fingerprintFromDigest(sha256(publicKey));
}

export const FINGERPRINT_PATTERN = /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/;
