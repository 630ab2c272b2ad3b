/**
 * Card data as shipped in resources/cards/: read at run time (never bundled),
 * so that an updated data import needs no rebuild. The resources folder is
 * injectable for tests and for the packaged app.
 */
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { CardData, Rarity, Ruling } from "../../shared/contract/collection";

export type { CardData, CardPrinting as Printing, Rarity, Ruling } from "../../shared/contract/collection";

export interface SetData {
  code: string;
  name: string;
  aliases?: string[];
  releaseDate: string;
  type: string;
  baseSetSize: number;
  cards: { number: string; name: string; rarity: Rarity }[];
}

export interface CardDataBundle {
  cards: CardData[];
  sets: SetData[];
  rulings: Record<string, Ruling[]>;
  /** sha256 of the three files: the catalogue in SQLite is reloaded when it changes. */
  hash: string;
  byCode: Map<string, CardData>;
  byName: Map<string, CardData>;
}

/** `<repo>/resources`, found from this file's location (app/host/collection/). */
export function defaultResourcesDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), "../../../resources");
}

const cache = new Map<string, CardDataBundle>();

/** Reads and checks the card files once per resources folder. */
export function loadCardData(resourcesDir: string = defaultResourcesDir()): CardDataBundle {
  const key = resolve(resourcesDir);
  const cached = cache.get(key);
  if (cached) return cached;
  const hash = createHash("sha256");
  const read = (file: string): unknown => {
    const text = readFileSync(join(key, "cards", file), "utf8");
    hash.update(file).update("\0").update(text).update("\0");
    return JSON.parse(text);
  };
  const cards = read("cards.json") as CardData[];
  const sets = read("sets.json") as SetData[];
  const rulings = read("rulings.json") as CardDataBundle["rulings"];
  if (!Array.isArray(cards) || !Array.isArray(sets) || typeof rulings !== "object") {
    throw new Error(`card data in ${key}/cards is not in the expected shape`);
  }
  const byCode = new Map(cards.map((c) => [c.code, c]));
  const byName = new Map(cards.map((c) => [c.name, c]));
  for (const set of sets) {
    for (const entry of set.cards) {
      if (!byName.has(entry.name)) throw new Error(`sets.json: ${set.code} ${entry.number} names unknown card ${entry.name}`);
    }
  }
  const bundle: CardDataBundle = { cards, sets, rulings, hash: hash.digest("hex"), byCode, byName };
  cache.set(key, bundle);
  return bundle;
}

export function isBasicLand(card: CardData): boolean {
  return card.supertypes.includes("Basic") && card.types.includes("Land");
}
