/** A deterministic byte stream (SHA-256 in counter mode) for the hidden-information tests, one per label. */
import { sha256 } from "@noble/hashes/sha2.js";
import type { RandomBytes } from "../../app/host/net/hidden/group";

export function seededBytes(label: string): RandomBytes {
  let counter = 0;
  let pool = new Uint8Array(0);
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (pool.length === 0) pool = sha256(new TextEncoder().encode(`${label}/${counter++}`));
      out[i] = pool[0]!;
      pool = pool.subarray(1);
    }
    return out;
  };
}
