/** Seeded randomness that lives in the game state (mulberry32). No Math.random anywhere. */
import type { GameState } from "./state";

export function seedFrom(seed: number | string): number {
  if (typeof seed === "number" && Number.isFinite(seed)) return seed >>> 0;
  // FNV-1a over the string form.
  let h = 0x811c9dc5;
  for (const ch of String(seed)) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A random result the game needs from outside (network play with hidden information: both
 * programs draw it together from their hash chains, app/host/net/hidden/random.ts). The action
 * that needed it is refused with "needs_random"; given the result (`withRandom`), it is applied
 * again and takes it.
 */
export class NeedRandom extends Error {
  constructor(readonly n: number) {
    super(`This action needs a random number from 0 to ${n - 1} from outside the game`);
  }
}

/** A uniform integer in [0, n). */
export function randomInt(state: GameState, n: number): number {
  if (state.external) {
    const v = state.external.randoms.shift();
    if (v === undefined) throw new NeedRandom(n);
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new NeedRandom(n);
    return v;
  }
  let t = (state.rng = (state.rng + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return Math.floor(r * n);
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(state: GameState, list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
}
