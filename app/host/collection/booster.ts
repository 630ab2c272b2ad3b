/**
 * What is in a booster: pure, from the set list and a seed.
 *
 * Every classic set gets the same 15-card shape here — 11 commons, 3 uncommons,
 * 1 rare — drawn from that set's printings (each collector number is one sheet
 * position, so alternate arts are as likely as on a print sheet). Real Arabian
 * Nights, Antiquities, The Dark and Fallen Empires packs had 8 cards; the game
 * uses one shape for all sets so that packs compare.
 *
 * Basic lands are "common" in the set lists, and Alpha, Beta, Unlimited and
 * Revised boosters really did carry basic lands on their common sheet, so they
 * stay in the common slots: about one or two per core-set pack.
 *
 * Cards are distinct within a rarity slot group (a sheet does not repeat within
 * one pack). A set with fewer printings of a rarity than its slots (none among
 * the classic sets) would give a shorter pack rather than duplicates.
 */
import type { Rarity, SetData } from "./card-data";
import { sample, seededRng } from "./rng";

export const PACK_SHAPE: Readonly<Record<Rarity, number>> = { common: 11, uncommon: 3, rare: 1 };

export type { PackCard } from "../../shared/contract/collection";
import type { PackCard } from "../../shared/contract/collection";

export function boosterContents(set: SetData, seed: number): PackCard[] {
  const rng = seededRng(seed);
  const out: PackCard[] = [];
  for (const rarity of ["rare", "uncommon", "common"] as const) {
    const sheet = set.cards.filter((c) => c.rarity === rarity);
    for (const c of sample(rng, sheet, PACK_SHAPE[rarity])) {
      out.push({ name: c.name, set: set.code, number: c.number, rarity });
    }
  }
  return out;
}
