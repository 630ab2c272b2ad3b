/**
 * Random events neither side can bias (spec §4): who starts, coin flips, random discards.
 *
 * In the handshake each side commits to the head of a hash chain, H^N(s). For each random event
 * both reveal the next link back towards s; each link is checked by hashing it to the one
 * before. The result is drawn from both links, the game id, the event's number and its purpose,
 * mapped to the range by rejection sampling (no modulo bias). The second side to reveal has
 * already committed to its link, so it can only walk away, which is recorded as abandonment.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { hashHex, HiddenInfoError, type RandomBytes } from "./group";

/** Links per match: one per random event; a match that needs more ends in a draw of chains (never seen). */
export const CHAIN_LENGTH = 4096;

const link = (b: Uint8Array) => sha256(concatBytes(utf8ToBytes("moxen/hidden/chain\0"), b));

/** A side's own chain: the seed stays secret until the audit. */
export class HashChain {
  private readonly links: Uint8Array[];
  private used = 0;

  constructor(readonly seed: Uint8Array, readonly length = CHAIN_LENGTH) {
    // links[i] = H^i(seed); the head H^length(seed) is published.
    this.links = [seed];
    for (let i = 1; i <= length; i++) this.links.push(link(this.links[i - 1]!));
  }

  static create(rand: RandomBytes, length = CHAIN_LENGTH): HashChain {
    return new HashChain(rand(32), length);
  }

  get head(): string {
    return bytesToHex(this.links[this.length]!);
  }

  /** The next link to reveal, H^(length−n)(seed) for the n-th event. */
  next(): string {
    if (this.used >= this.length) throw new HiddenInfoError("bad-random", "This match used up its random links.");
    this.used++;
    return bytesToHex(this.links[this.length - this.used]!);
  }
}

/** The other side's chain as we follow it: every link must hash to the one before. */
export class ChainFollower {
  private current: Uint8Array;
  private count = 0;

  constructor(head: unknown, readonly length = CHAIN_LENGTH) {
    if (typeof head !== "string" || !/^[0-9a-f]{64}$/.test(head)) throw new HiddenInfoError("malformed", "The random chain's head is not a 32-byte hash.");
    this.current = hexToBytes(head);
  }

  accept(linkHex: unknown): string {
    if (typeof linkHex !== "string" || !/^[0-9a-f]{64}$/.test(linkHex)) throw new HiddenInfoError("malformed", "A random link is not a 32-byte value.");
    const b = hexToBytes(linkHex);
    if (this.count >= this.length || bytesToHex(link(b)) !== bytesToHex(this.current)) {
      throw new HiddenInfoError("bad-random", "The random value revealed is not the next link of the chain committed in the handshake: the result would be biased.");
    }
    this.current = b;
    this.count++;
    return linkHex;
  }
}

/** Checks a chain seed shown at the audit against its head and the links revealed in play. */
export function chainMatches(seedHex: string, head: string, revealed: readonly string[], length = CHAIN_LENGTH): boolean {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) return false;
  const chain = new HashChain(hexToBytes(seedHex), length);
  if (chain.head !== head) return false;
  return revealed.every((r) => r === chain.next());
}

/** The event's result in [0, n), from both links: uniform, by rejection sampling. */
export function randomResult(o: { first: string; second: string; gameId: string; event: number; purpose: string; n: number }): number {
  if (!Number.isInteger(o.n) || o.n < 1 || o.n > 0xffff_ffff) throw new RangeError(`randomResult: range ${o.n}`);
  const limit = Math.floor(0x1_0000_0000 / o.n) * o.n;
  for (let counter = 0; ; counter++) {
    const h = hashHex("moxen/hidden/random\0", JSON.stringify([o.first, o.second, o.gameId, o.event, o.purpose, counter]));
    for (let i = 0; i + 8 <= h.length; i += 8) {
      const x = Number.parseInt(h.slice(i, i + 8), 16);
      if (x < limit) return x % o.n;
    }
  }
}
