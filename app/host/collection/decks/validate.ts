/**
 * Deck legality per format, listing every reason, plus the engine check: a
 * deck with cards the engine does not implement yet is valid but not playable.
 */
import { implementedCardNames } from "../../../../engine/index";
import { isBasicLand, type CardData } from "../card-data";

import { DECK_FORMATS, type DeckFormat, type DeckValidation } from "../../../shared/contract/collection";

export { DECK_FORMATS };
export type { DeckFormat, DeckValidation };

export const MIN_MAIN = 60;
export const MAX_SIDEBOARD_OLDSCHOOL = 15;
export const MAX_COPIES = 4;

export interface CardCount {
  card: CardData;
  count: number;
  section: "main" | "sideboard";
}

export function validateCards(cards: readonly CardCount[], format: DeckFormat, extraReasons: readonly string[] = []): DeckValidation {
  const reasons: string[] = [];
  const mainCount = cards.filter((c) => c.section === "main").reduce((n, c) => n + c.count, 0);
  const sideboardCount = cards.filter((c) => c.section === "sideboard").reduce((n, c) => n + c.count, 0);
  if (mainCount < MIN_MAIN) reasons.push(`The main deck has ${mainCount} card${mainCount === 1 ? "" : "s"}; it needs at least ${MIN_MAIN}`);
  // CR 100.4a: up to fifteen sideboard cards, in every format (they are the cards outside the game a match gives its players).
  if (sideboardCount > MAX_SIDEBOARD_OLDSCHOOL) {
    reasons.push(`The sideboard has ${sideboardCount} cards; at most ${MAX_SIDEBOARD_OLDSCHOOL} are allowed`);
  }

  // Copy limits count main deck and sideboard together.
  const totals = new Map<string, { card: CardData; count: number }>();
  for (const c of cards) {
    const t = totals.get(c.card.code) ?? { card: c.card, count: 0 };
    t.count += c.count;
    totals.set(c.card.code, t);
  }
  const byName = [...totals.values()].sort((a, b) => a.card.name.localeCompare(b.card.name));
  for (const { card, count } of byName) {
    const legality = card.legalities.oldschool;
    if (format === "oldschool" && legality === "banned") {
      reasons.push(`${card.name} is banned in Old School`);
    } else if (format === "oldschool" && legality === "restricted" && count > 1) {
      reasons.push(`${card.name} is restricted in Old School (1 copy at most); the deck has ${count}`);
    } else if (format === "oldschool" && legality !== "legal" && legality !== "restricted") {
      reasons.push(`${card.name} is not legal in Old School`);
    } else if (!isBasicLand(card) && count > MAX_COPIES) {
      reasons.push(`${card.name}: ${count} copies; at most ${MAX_COPIES} of a card except basic lands`);
    }
  }
  reasons.push(...extraReasons);

  // Asked at validation time: the engine's list grows as cards are implemented.
  const implemented = new Set(implementedCardNames());
  const notImplemented = byName.filter(({ card }) => !implemented.has(card.name)).map(({ card }) => card.name);
  const valid = reasons.length === 0;
  return { format, valid, playable: valid && notImplemented.length === 0, reasons, notImplemented, mainCount, sideboardCount };
}

/** Human-readable verdict, as the CLI prints it. */
export function describeValidation(v: DeckValidation): string[] {
  const head = v.valid
    ? `Valid for ${v.format}: ${v.mainCount} main, ${v.sideboardCount} sideboard.`
    : `Not valid for ${v.format}: ${v.reasons.length} problem${v.reasons.length === 1 ? "" : "s"}.`;
  const lines = [head, ...v.reasons.map((r) => `  - ${r}`)];
  if (v.notImplemented.length) {
    lines.push(`Not implemented by the engine yet (${v.notImplemented.length}): ${v.notImplemented.join(", ")}`);
    lines.push("This deck cannot start a match until they are.");
  } else if (v.valid) {
    lines.push("Every card is implemented: the deck can start a match.");
  }
  return lines;
}

/** CR 100.2b: a limited deck has at least forty cards. */
export const MIN_LIMITED = 40;

/** A card pool: each card with how many copies were opened. */
export type PoolCount = { card: CardData; count: number };

/**
 * A limited deck against its pool (CR 100.2b, 100.4b): at least 40 main-deck cards, every
 * card but basic lands from the pool and no more copies than the pool holds (main deck and
 * listed sideboard together), any number of basic lands. The sideboard is the rest of the
 * pool: `sideboardCount` counts it, whether or not the caller lists it.
 */
export function validateLimited(cards: readonly CardCount[], pool: readonly PoolCount[]): DeckValidation {
  const reasons: string[] = [];
  const mainCount = cards.filter((c) => c.section === "main").reduce((n, c) => n + c.count, 0);
  if (mainCount < MIN_LIMITED) reasons.push(`The main deck has ${mainCount} card${mainCount === 1 ? "" : "s"}; a limited deck needs at least ${MIN_LIMITED}`);
  const inPool = new Map<string, number>();
  for (const p of pool) inPool.set(p.card.code, (inPool.get(p.card.code) ?? 0) + p.count);
  const used = new Map<string, { card: CardData; main: number; all: number }>();
  for (const c of cards) {
    if (!Number.isInteger(c.count) || c.count < 0) { reasons.push(`${c.card.name}: ${c.count} is not a count of cards`); continue; }
    const u = used.get(c.card.code) ?? { card: c.card, main: 0, all: 0 };
    if (c.section === "main") u.main += c.count;
    u.all += c.count;
    used.set(c.card.code, u);
  }
  const byName = [...used.values()].sort((a, b) => a.card.name.localeCompare(b.card.name));
  let poolInMain = 0;
  for (const { card, main, all } of byName) {
    if (isBasicLand(card)) { poolInMain += Math.min(main, inPool.get(card.code) ?? 0); continue; }
    const have = inPool.get(card.code) ?? 0;
    if (have === 0) reasons.push(`${card.name} is not in the pool (a limited deck holds only the pool's cards and basic lands)`);
    else if (all > have) reasons.push(`${card.name}: the deck has ${all} and the pool holds ${have}`);
    poolInMain += Math.min(main, have);
  }
  const poolCount = [...inPool.values()].reduce((n, x) => n + x, 0);
  const implemented = new Set(implementedCardNames());
  const notImplemented = byName.filter(({ card }) => !implemented.has(card.name)).map(({ card }) => card.name);
  const valid = reasons.length === 0;
  return { format: "limited", valid, playable: valid && notImplemented.length === 0, reasons, notImplemented, mainCount, sideboardCount: poolCount - poolInMain };
}
