/** Figures about a deck for the builder's side panel: counts by name, mana curve, colors, types. */
import type { CardSummary, DeckCard } from "../../../../app/shared/contract/collection";

export interface DeckRow {
  code: string;
  name: string;
  count: number;
  /** Copies whose unit was sold. */
  missing: number;
  card: CardSummary | undefined;
}

/** Copies grouped by card, sorted by mana value then name (lands last). */
export function groupRows(cards: DeckCard[], catalogue: Map<string, CardSummary> | null): DeckRow[] {
  const by = new Map<string, DeckRow>();
  for (const c of cards) {
    const row = by.get(c.code) ?? { code: c.code, name: c.name, count: 0, missing: 0, card: catalogue?.get(c.code) };
    row.count++;
    if (c.missing) row.missing++;
    by.set(c.code, row);
  }
  return [...by.values()].sort((a, b) => {
    const la = isLand(a.card) ? 1 : 0;
    const lb = isLand(b.card) ? 1 : 0;
    return la - lb || (a.card?.cmc ?? 0) - (b.card?.cmc ?? 0) || a.name.localeCompare(b.name);
  });
}

export const isLand = (c: CardSummary | undefined) => !!c && /\bLand\b/.test(c.typeLine);

export const TYPE_ORDER = ["Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land"] as const;
export type MainType = (typeof TYPE_ORDER)[number] | "Other";

/** The type a card is listed under (an artifact creature is a creature). */
export function mainType(c: CardSummary | undefined): MainType {
  if (!c) return "Other";
  for (const t of TYPE_ORDER) if (new RegExp(`\\b${t}\\b`).test(c.typeLine)) return t;
  return "Other";
}

export interface DeckFigures {
  /** Non-land cards by mana value 0…6, the last bucket being 7+ ("6+" shown when CURVE_MAX=6). */
  curve: number[];
  /** Colored mana symbols in the costs, per color. */
  pips: Record<"W" | "U" | "B" | "R" | "G", number>;
  /** Cards of each color (a gold card counts for each of its colors); colorless separately. */
  colorCards: Record<"W" | "U" | "B" | "R" | "G" | "C", number>;
  types: Record<MainType, number>;
  lands: number;
  averageMv: number;
}

export const CURVE_MAX = 7;

export function deckFigures(cards: DeckCard[], catalogue: Map<string, CardSummary> | null): DeckFigures {
  const curve = new Array<number>(CURVE_MAX + 1).fill(0);
  const pips = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  const colorCards = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  const types: Record<MainType, number> = { Creature: 0, Instant: 0, Sorcery: 0, Enchantment: 0, Artifact: 0, Land: 0, Other: 0 };
  let lands = 0;
  let mvSum = 0;
  let spells = 0;
  for (const dc of cards) {
    const c = catalogue?.get(dc.code);
    if (!c) continue;
    types[mainType(c)]++;
    if (isLand(c)) {
      lands++;
      continue;
    }
    spells++;
    mvSum += c.cmc;
    curve[Math.min(CURVE_MAX, Math.floor(c.cmc))]!++;
    for (const m of c.manaCost.matchAll(/\{([WUBRG])\}/g)) pips[m[1] as keyof typeof pips]++;
    const letters = c.colors.split("").filter((x) => "WUBRG".includes(x)) as (keyof typeof pips)[];
    if (letters.length === 0) colorCards.C++;
    for (const l of letters) colorCards[l]++;
  }
  return { curve, pips, colorCards, types, lands, averageMv: spells ? mvSum / spells : 0 };
}
