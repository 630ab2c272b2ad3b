/**
 * The computer builds a limited deck from its pool, with the heuristic's card values
 * (app/host/ai/board.ts and the cards' `ai` hints): no card names here.
 *
 * 1. Each pool card the engine plays gets a limited value: a creature its body's worth
 *    (printedCreatureValue, with its bonus hint) less its cost, a spell its worth in hand plus
 *    what its hints say it does (removal, a sweeper, burn), a noncreature permanent its bonus.
 * 2. Colors: every pair of the five is tried; a pair scores the 23 best spells it can cast
 *    (colorless ones included) with the curve below. The best pair wins; `rank` 1 takes the
 *    second best (the loser's sideboarding between games, see event.ts).
 * 3. A splash: up to two cards of a third color with a single colored symbol of it, each worth
 *    at least SPLASH_MIN and clearly more (SPLASH_MARGIN) than the weakest card they replace.
 * 4. Spells: 23 greedily by value, adjusted for the curve: a bonus for creatures until there are
 *    MIN_CREATURES, caps on expensive cards (CURVE_CAPS).
 * 5. Lands: 17 (or what reaches 40), non-basic lands of the pool that make the deck's colors
 *    first, then basics split by the colored mana symbols of the spells (a splash gets at least 3).
 *
 * Cards that must be removed from a deck not played for ante (requiresAnte) are left out, and so
 * are dexterity cards (Chaos Orb, Falling Star): limited games are played without that option.
 */
import { cardData, type CardData } from "../../../engine/cards/data";
import { cardHints, isDexterityCard, isImplemented, requiresAnte } from "../../../engine/index";
import { printedCreatureValue } from "../ai/board";

export const COLORS = ["W", "U", "B", "R", "G"] as const;
export type Color = (typeof COLORS)[number];
export const BASIC_OF: Record<Color, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
const BASIC_TYPE_COLOR: Record<string, Color> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

export const DECK_SIZE = 40;
export const SPELLS = 23;
export const LANDS = 17;
export const MIN_CREATURES = 13;
/** Fewer spells than this within the curve's caps: the best of the others fill up to it. */
export const MIN_SPELLS = 22;
/** At most this many spells of at least this mana value. */
export const CURVE_CAPS: readonly [number, number][] = [[5, 5], [6, 2], [7, 1]];
export const SPLASH_MARGIN = 2;
export const MAX_SPLASH = 2;
/** Only a card worth this much is splashed (removal, a bomb). */
export const SPLASH_MIN = 4;

export interface BuiltDeck {
  /** The main deck: 40+ card names, spells first. */
  main: string[];
  /** The rest of the pool (CR 100.4b). */
  sideboard: string[];
  colors: Color[];
  splash: Color | null;
  /** The sum of the chosen spells' values: how good the build looks to the builder. */
  score: number;
}

export interface BuildOptions {
  /** 0: the best color pair; 1: the second best (a different build for sideboarding). */
  rank?: number;
}

/** The colored mana symbols of a cost, by color: "{1}{R}{R}" → { R: 2 }. */
export function pips(manaCost: string): Partial<Record<Color, number>> {
  const out: Partial<Record<Color, number>> = {};
  for (const m of manaCost.matchAll(/\{([^}]+)\}/g)) {
    for (const c of m[1]!.split("/")) if ((COLORS as readonly string[]).includes(c)) out[c as Color] = (out[c as Color] ?? 0) + 1;
  }
  return out;
}

const isType = (d: CardData, t: string) => d.types.includes(t);
const isBasic = (d: CardData) => d.supertypes.includes("Basic") && isType(d, "Land");

/** A card's worth in a limited deck, from the heuristic's values and hints. */
export function limitedValue(name: string): number {
  const d = cardData(name);
  if (!d) return 0;
  const h = cardHints(name);
  const mv = d.cmc;
  if (isType(d, "Land")) return 0;
  let v: number;
  if (isType(d, "Creature")) {
    v = printedCreatureValue(name) - 0.55 * mv;
    if (h?.fleeting) v -= 1.5;
  } else {
    v = h?.value ?? 1.2;
    if (h?.removal) v += h.removal === "bounce" ? 0.8 : 2.5;
    if (h?.sweeper) v += 0.5;
    if (h?.burn) v += Math.min(2, h.burn * 0.5);
    if (h?.trick) v += 0.3;
    if (h?.ritual) v -= 0.8;
    if (isType(d, "Enchantment") || isType(d, "Artifact")) v = Math.max(v, (h?.bonus ?? 0.8 + mv * 0.5) - 0.3 * mv);
    v -= 0.2 * Math.max(0, mv - 3);
  }
  return Math.round(v * 100) / 100;
}

interface Entry {
  name: string;
  data: CardData;
  value: number;
  pips: Partial<Record<Color, number>>;
  creature: boolean;
}

function castableWith(e: Entry, colors: readonly Color[]): boolean {
  return (Object.keys(e.pips) as Color[]).every((c) => colors.includes(c));
}

/** Whether adding `e` keeps `chosen` within the curve's caps. */
function fitsCurve(e: Entry, chosen: readonly Entry[]): boolean {
  return !CURVE_CAPS.some(([mv, cap]) => e.data.cmc >= mv && chosen.filter((x) => x.data.cmc >= mv).length >= cap);
}

/** 23 spells (or fewer if the candidates run out), greedy by value with the curve's adjustments. */
function chooseSpells(candidates: readonly Entry[], want: number): Entry[] {
  const left = [...candidates].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const chosen: Entry[] = [];
  while (chosen.length < want && left.length) {
    const creatures = chosen.filter((e) => e.creature).length;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < left.length; i++) {
      const e = left[i]!;
      if (!fitsCurve(e, chosen)) continue;
      const s = e.value + (e.creature && creatures < MIN_CREATURES ? 1 : 0);
      if (s > bestScore) { bestScore = s; best = i; }
    }
    if (best < 0) break;
    chosen.push(left.splice(best, 1)[0]!);
  }
  // The caps left too few: fill with the best of the rest, down to MIN_SPELLS, rather than play
  // a deck of lands; between MIN_SPELLS and `want` the lands fill up (at most 18 of them).
  left.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  while (chosen.length < Math.min(want, MIN_SPELLS) && left.length) chosen.push(left.shift()!);
  return chosen;
}

/** Builds a deck from a pool of card names (one entry a card). Deterministic. */
export function buildLimitedDeck(pool: readonly string[], options: BuildOptions = {}): BuiltDeck {
  const entries: Entry[] = [];
  const nonbasicLands: { name: string; colors: Color[] }[] = [];
  for (const name of pool) {
    const data = cardData(name);
    if (!data || !isImplemented(name) || requiresAnte(name) || isDexterityCard(name)) continue;
    if (isType(data, "Land")) {
      if (isBasic(data)) continue;
      const colors = data.subtypes.map((t) => BASIC_TYPE_COLOR[t]).filter((c): c is Color => !!c);
      if (colors.length) nonbasicLands.push({ name, colors });
      continue;
    }
    entries.push({ name, data, value: limitedValue(name), pips: pips(data.manaCost), creature: isType(data, "Creature") });
  }

  const pairs: { colors: Color[]; spells: Entry[]; score: number }[] = [];
  for (let i = 0; i < COLORS.length; i++) {
    for (let j = i + 1; j < COLORS.length; j++) {
      const colors = [COLORS[i]!, COLORS[j]!];
      const spells = chooseSpells(entries.filter((e) => castableWith(e, colors)), SPELLS);
      pairs.push({ colors, spells, score: spells.reduce((n, e) => n + e.value, 0) });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.colors.join().localeCompare(b.colors.join()));
  const pick = pairs[Math.min(options.rank ?? 0, pairs.length - 1)]!;
  let spells = pick.spells;
  const colors = pick.colors;

  // A splash: the best off-color cards with one colored symbol of a single third color.
  let splash: Color | null = null;
  const offColor = entries
    .filter((e) => !spells.includes(e) && !castableWith(e, colors))
    .filter((e) => e.value >= SPLASH_MIN)
    .filter((e) => {
      const extra = (Object.keys(e.pips) as Color[]).filter((c) => !colors.includes(c));
      return extra.length === 1 && e.pips[extra[0]!] === 1;
    })
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  for (const e of offColor) {
    const color = (Object.keys(e.pips) as Color[]).find((c) => !colors.includes(c))!;
    if (splash && color !== splash) continue;
    if (spells.filter((x) => !castableWith(x, colors)).length >= MAX_SPLASH) break;
    const weakest = [...spells].sort((a, b) => a.value - b.value)[0];
    if (spells.length >= SPELLS && (!weakest || e.value < weakest.value + SPLASH_MARGIN)) break;
    const kept = spells.length >= SPELLS ? spells.filter((x) => x !== weakest) : spells;
    if (!fitsCurve(e, kept)) continue;
    spells = kept.concat(e);
    splash = color;
  }

  const deckColors = splash ? [...colors, splash] : colors;
  const lands: string[] = [];
  const landCount = Math.max(LANDS, DECK_SIZE - spells.length);
  for (const l of nonbasicLands) {
    if (lands.length >= 3) break;
    if (l.colors.length && l.colors.every((c) => deckColors.includes(c))) lands.push(l.name);
  }
  const weight: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const e of spells) for (const [c, n] of Object.entries(e.pips) as [Color, number][]) weight[c] += n;
  const basics = landCount - lands.length;
  const split = splitBasics(basics, deckColors, weight, splash);
  for (const c of deckColors) for (let k = 0; k < split[c]; k++) lands.push(BASIC_OF[c]);

  spells = [...spells].sort((a, b) => a.data.cmc - b.data.cmc || a.name.localeCompare(b.name));
  const main = [...spells.map((e) => e.name), ...lands];
  const sideboard = [...pool];
  for (const name of main) {
    const i = sideboard.indexOf(name);
    if (i >= 0) sideboard.splice(i, 1);
  }
  return { main, sideboard, colors, splash, score: Math.round(spells.reduce((n, e) => n + e.value, 0) * 100) / 100 };
}

/** Basic lands by color weight (largest remainder); a splash color gets at least 3, a main color at least 1. */
function splitBasics(total: number, colors: readonly Color[], weight: Record<Color, number>, splash: Color | null): Record<Color, number> {
  const out: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  if (total <= 0) return out;
  const w = colors.map((c) => Math.max(weight[c], c === splash ? 0 : 1));
  const sum = w.reduce((a, b) => a + b, 0);
  const raw = w.map((x) => (x / sum) * total);
  colors.forEach((c, i) => (out[c] = Math.floor(raw[i]!)));
  let left = total - colors.reduce((n, c) => n + out[c], 0);
  const order = colors.map((c, i) => ({ c, r: raw[i]! - Math.floor(raw[i]!) })).sort((a, b) => b.r - a.r);
  for (let k = 0; left > 0; k++, left--) out[order[k % order.length]!.c]++;
  // Minimums, taken from the color with the most.
  const mins = colors.map((c) => ({ c, min: c === splash ? Math.min(3, total) : Math.min(1, total) }));
  for (const { c, min } of mins) {
    while (out[c] < min) {
      const donor = colors.filter((d) => d !== c).sort((a, b) => out[b] - out[a])[0]!;
      if (out[donor] <= 1) break;
      out[donor]--;
      out[c]++;
    }
  }
  return out;
}
