/**
 * What is in a booster: pure, from the set list and a seed. The shop and limited events
 * (app/host/limited/) open packs with this one collation.
 *
 * Each classic set has the shape its real boosters had (BOOSTER_SHAPES, with the source of
 * each): a list of slots, each drawn from one print sheet. A sheet is the set's printings of
 * the rarities it holds, each collector number one sheet position (so alternate arts are as
 * likely as on a print sheet), weighted by how often the set list's rarity appeared on it.
 *
 * Basic lands are "common" in the set lists, and Alpha, Beta, Unlimited and Revised boosters
 * really did carry basic lands on their common sheet, so they stay in the common slots: about
 * one or two per core-set pack.
 *
 * Cards are distinct within a sheet in one pack (a sheet does not repeat within one pack). A
 * set with fewer printings on a sheet than its slots (none among the classic sets) would give
 * a shorter pack rather than duplicates.
 *
 * The 15-card sets draw exactly as before this table existed (rare, then uncommons, then
 * commons, each an unweighted partial Fisher–Yates), so a pack recorded by the shop with its
 * seed still reproduces.
 */
import type { Rarity, SetData } from "./card-data";
import { sample, seededRng, type Rng } from "./rng";

export type { PackCard } from "../../shared/contract/collection";
import type { PackCard } from "../../shared/contract/collection";

/** One kind of slot: `count` cards from the sheet of these rarities, each printing weighted. */
export interface BoosterSlot {
  count: number;
  /** Rarity (as the set list names it) → how many times each of its printings is on the sheet. */
  sheet: Partial<Record<Rarity, number>>;
}

export interface BoosterShape {
  /** Cards in one pack. */
  size: number;
  /** Drawn in this order. */
  slots: BoosterSlot[];
  /** Where the shape comes from. */
  source: string;
}

// Alpha, Beta, Unlimited, Revised and Legends boosters: 15 cards, 1 rare, 3 uncommons,
// 11 commons (Wizards of the Coast's product listings; MTG Wiki, "Booster pack" and each
// set's page, "Booster contents").
const FIFTEEN: BoosterShape = {
  size: 15,
  slots: [{ count: 1, sheet: { rare: 1 } }, { count: 3, sheet: { uncommon: 1 } }, { count: 11, sheet: { common: 1 } }],
  source: "15-card booster: 1 rare, 3 uncommons, 11 commons (MTG Wiki, \"Booster pack\"; the set's page)",
};

// Arabian Nights, Antiquities, The Dark and Fallen Empires boosters: 8 cards, 6 from the common
// sheet and 2 from the uncommon sheet (MTG Wiki, each set's page, "Booster contents"). These sets
// printed no rare sheet: the cards the set lists call "rare" were the scarcer positions of the
// uncommon sheet (printed once on it, "U1"), those they call "uncommon" the more frequent ones.
// The set lists do not record each card's exact count on the sheet; the weights 1 and 3 follow
// the usual U1/U3 reading and are an approximation.
const EIGHT = (set: string): BoosterShape => ({
  size: 8,
  slots: [{ count: 2, sheet: { uncommon: 3, rare: 1 } }, { count: 6, sheet: { common: 1 } }],
  source: `8-card booster of ${set}: 2 from the uncommon sheet (U1 \"rare\" ×1, \"uncommon\" ×3), 6 commons (MTG Wiki, ${set}, \"Booster contents\")`,
});

export const BOOSTER_SHAPES: Readonly<Record<string, BoosterShape>> = {
  LEA: FIFTEEN,
  LEB: FIFTEEN,
  "2ED": FIFTEEN,
  "3ED": FIFTEEN,
  LEG: FIFTEEN,
  ARN: EIGHT("Arabian Nights"),
  ATQ: EIGHT("Antiquities"),
  DRK: EIGHT("The Dark"),
  FEM: EIGHT("Fallen Empires"),
};

/** The shape of a set's boosters; a set missing from the table (a new data import) gets the 15-card one. */
export function boosterShape(setCode: string): BoosterShape {
  return BOOSTER_SHAPES[setCode] ?? FIFTEEN;
}

/** One booster of `set` from a seed (mulberry32): the same seed always opens the same pack. */
export function boosterContents(set: SetData, seed: number): PackCard[] {
  return boosterFromRng(set, seededRng(seed));
}

/** One booster of `set`, drawing from `rng`. */
export function boosterFromRng(set: SetData, rng: Rng): PackCard[] {
  const out: PackCard[] = [];
  for (const slot of boosterShape(set.code).slots) {
    const rarities = Object.keys(slot.sheet) as Rarity[];
    const sheet = set.cards.filter((c) => slot.sheet[c.rarity] !== undefined);
    const drawn = rarities.length === 1
      ? sample(rng, sheet, slot.count)
      : weightedSample(rng, sheet, (c) => slot.sheet[c.rarity]!, slot.count);
    for (const c of drawn) out.push({ name: c.name, set: set.code, number: c.number, rarity: c.rarity });
  }
  return out;
}

/** `count` distinct items, each draw in proportion to the weights of the items left. */
function weightedSample<T>(rng: Rng, items: readonly T[], weight: (t: T) => number, count: number): T[] {
  const pool = items.slice();
  const out: T[] = [];
  while (out.length < count && pool.length) {
    const total = pool.reduce((n, x) => n + weight(x), 0);
    let r = rng() * total;
    let i = 0;
    while (i < pool.length - 1 && r >= weight(pool[i]!)) r -= weight(pool[i++]!);
    out.push(pool.splice(i, 1)[0]!);
  }
  return out;
}
