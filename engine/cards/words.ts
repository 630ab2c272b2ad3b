/**
 * Rules words as data inside code (CR 612, W24). A text-changing effect (Magical Hack, Sleight of
 * Mind; engine/core/text-change.ts) rewrites the color words and basic land type words of a
 * definition's data: keywords, filters, target specs, amounts. Code can't be rewritten, so a
 * closure that needs such a word takes it as data:
 *
 * - `worded(words, make)`: the closure `make(words)`, remembered with its words, so that a text
 *   change makes it again from the changed words (`{ landType: "Forest" }`, `{ colors: ["R"] }`,
 *   any object the rewriter understands: see text-change.ts);
 * - `notText(x)`: data that holds color or land type values that are not words printed on the
 *   card (Phantasmal Terrain's one static per basic land type it may choose), left as they are.
 */
import type { Game } from "../core/game";
import type { GameObject } from "../core/state";

/** The words a closure was made from, and how to make it again (read by engine/core/text-change.ts). */
export interface Worded<W extends object = object> { words: W; make: (words: W) => unknown }

const WORDED = new WeakMap<object, Worded>();
const NOT_TEXT = new WeakSet<object>();

/** A closure made from rules words given as data: a text change makes it again from the changed words. */
export function worded<W extends object, F extends object>(words: W, make: (words: W) => F): F {
  const f = make(words);
  WORDED.set(f, { words, make: make as (w: object) => unknown });
  return f;
}

export function wordedOf(f: object): Worded | undefined {
  return WORDED.get(f);
}

/** Data whose color or land type values are no words of the card's text (not changed by CR 612 effects). */
export function notText<T extends object>(x: T): T {
  NOT_TEXT.add(x);
  return x;
}

export function isNotText(x: object): boolean {
  return NOT_TEXT.has(x);
}

// ---- conditions with a basic land type word ----------------------------------------------------

/** "as long as you control a Forest" (Kird Ape): a land with that subtype now (CR 305.7). */
export const youControlA = (landType: string) =>
  worded({ landType }, (w) => (g: Game, self: GameObject) => g.controlsLandType(g.chars(self).controller, w.landType));

/** "When you control no Islands" (CR 603.8, a state trigger's test). */
export const youControlNo = (landType: string) =>
  worded({ landType }, (w) => (g: Game, self: GameObject) => !g.controlsLandType(self.controller, w.landType));
