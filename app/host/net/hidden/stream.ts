/**
 * The random bytes of one side's secrets (card-point seeds, deck and slot keys, permutations, its hash
 * chain), drawn from a ChaCha20 keystream under a 32-byte secret that only this side can compute
 * (its identity key's signature over the match nonce, see `deriveHiddenSecret`). Drawing them
 * again from the same secret gives the same secrets: a match rebuilt from its log after a crash
 * holds the very keys it committed to, and nothing secret has to be stored beside the log.
 */
import { chacha20 } from "@noble/ciphers/chacha.js";
import type { RandomBytes } from "./group";

const BLOCK = 64;
const REFILL_BLOCKS = 64;

export function secretStream(secret: Uint8Array): RandomBytes {
  if (secret.length !== 32) throw new Error("A secret stream needs a 32-byte secret.");
  const key = Uint8Array.from(secret);
  const nonce = new Uint8Array(12);
  let block = 0;
  let pool = new Uint8Array(0);
  return (n) => {
    const out = new Uint8Array(n);
    for (let filled = 0; filled < n; ) {
      if (pool.length === 0) {
        pool = chacha20(key, nonce, new Uint8Array(BLOCK * REFILL_BLOCKS), undefined, block);
        block += REFILL_BLOCKS;
      }
      const take = Math.min(n - filled, pool.length);
      out.set(pool.subarray(0, take), filled);
      pool = pool.subarray(take);
      filled += take;
    }
    return out;
  };
}
