/** Seeded randomness that lives in the game state (mulberry32). No Math.random anywhere. */
import type { PlayerId } from "../types";
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

/**
 * Hidden cards the game shows to a player, or to every player (CR 701.20a reveal, 701.20e look at),
 * in a copy that may not know them (network play with hidden information): the action is refused
 * with "needs_reveal" until the programs have shown them (app/host/net/hidden/side.ts) and this
 * copy is told so (`withShown`); both copies refuse it at the same point, so that neither runs the
 * effect ahead of the other. `cards`: physical card numbers, the same in both copies.
 */
export class NeedReveal extends Error {
  constructor(readonly cards: number[], readonly to: PlayerId | "all") {
    super(`This action shows ${cards.length} hidden card${cards.length === 1 ? "" : "s"} to ${to === "all" ? "every player" : `player ${to}`}`);
  }
}

/**
 * CR 701.20: `ids` are shown to `to` (a player who looks at them, or "all" for a reveal). Nothing
 * to do in a copy that knows every card (no `external`). In network play the cards in a hidden
 * zone (a hand or a library, CR 400.2) take one showing the programs made (`external.shown`), or
 * the action is refused until they have made it. A player's own hand is no secret to them.
 * Which cards are asked for depends only on zones, the same in both copies.
 */
export function showCards(state: GameState, to: PlayerId | "all", ids: readonly string[]): void {
  const ext = state.external;
  if (!ext) return;
  const cards: number[] = [];
  for (const id of ids) {
    const o = state.objects[id];
    if (!o || o.card < 0 || (o.zone !== "hand" && o.zone !== "library")) continue;
    if (to !== "all" && o.zone === "hand" && o.owner === to) continue;
    cards.push(o.card);
  }
  if (!cards.length) return;
  if ((ext.shown ?? 0) > 0) {
    ext.shown! -= 1;
    return;
  }
  throw new NeedReveal(cards, to);
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
