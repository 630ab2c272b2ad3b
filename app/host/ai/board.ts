/**
 * Reading a PlayerView the way a player does: who has which creatures, how much mana is open,
 * what a card or a creature is worth. Values are in "points", about one card each; a Grizzly
 * Bears is worth about 3.5 and the first life points below 20 about 0.5 each (see lifeValue).
 */
import { cardData } from "../../../engine/cards/data";
import type { Action, CardView, PlayerId, PlayerView } from "../../../engine/index";
import { bonusHint, handValueHint, printedKeywords } from "./cards";

export const otherPlayer = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

export const isCreature = (c: { types: string[] }) => c.types.includes("Creature");
export const isLand = (c: { types: string[] }) => c.types.includes("Land");

export function creatures(view: PlayerView, p: PlayerId): CardView[] {
  return view.battlefield.filter((c) => c.controller === p && isCreature(c));
}

export function permanents(view: PlayerView, p: PlayerId): CardView[] {
  return view.battlefield.filter((c) => c.controller === p);
}

export function findCard(view: PlayerView, id: string): CardView | undefined {
  for (const c of view.battlefield) if (c.id === id) return c;
  for (const p of ["A", "B"] as const) {
    const pl = view.players[p];
    for (const c of pl.hand ?? []) if (c.id === id) return c;
    for (const c of pl.graveyard) if (c.id === id) return c;
    for (const c of pl.exile) if (c.id === id) return c;
    for (const c of pl.ante ?? []) if (c.id === id) return c; // CR 407: a target in the ante (Darkpact)
  }
  return undefined;
}

export const has = (c: CardView, kw: string) => c.keywords.includes(kw);

/** The value of a player's life total: concave, so a point matters more the lower life is. */
export function lifeValue(life: number): number {
  if (life <= 0) return -60;
  return 12 * Math.log(1 + life / 3);
}

/** What a creature on the battlefield is worth, from its current power and toughness. */
export function creatureValue(c: { name: string; power?: number; toughness?: number; keywords: string[] }, pt?: { power: number; toughness: number }): number {
  const p = Math.max(0, pt?.power ?? c.power ?? 0);
  const t = Math.max(0, pt?.toughness ?? c.toughness ?? 0);
  const kw = c.keywords;
  let v = 0.6 + p + t * 0.55;
  if (kw.includes("flying")) v += p * 0.6 + 0.3;
  if (kw.includes("first strike")) v += p * 0.35 + 0.2;
  if (kw.includes("double strike")) v += p * 0.8;
  if (kw.includes("trample")) v += p * 0.15;
  if (kw.includes("vigilance")) v += p * 0.2;
  if (kw.includes("defender")) v -= p * 0.8;
  if (kw.some((k) => k.endsWith("walk"))) v += p * 0.2;
  if (kw.some((k) => k.startsWith("protection from"))) v += 0.6;
  v += bonusHint(c.name) ?? 0;
  return Math.max(0.3, v);
}

/** A creature card's value from its printed data (for spells on the stack and cards in hand). */
export function printedCreatureValue(name: string): number {
  const d = cardData(name);
  if (!d) return 2;
  const num = (s?: string) => (s && Number.isFinite(Number(s)) ? Number(s) : 2);
  return creatureValue({ name, power: num(d.power), toughness: num(d.toughness), keywords: printedKeywords(name) });
}

export function permanentValue(c: CardView, landCount: number): number {
  if (isCreature(c)) return creatureValue(c);
  if (isLand(c)) {
    const dual = !c.types.includes("Basic") && c.subtypes.length >= 2;
    return (landCount <= 6 ? 1.6 : 0.6) + (dual ? 0.3 : 0);
  }
  const known = bonusHint(c.name);
  if (known !== undefined) return known;
  return 0.8 + c.manaValue * 0.5;
}

/** What holding a card is worth (cards in hand are options). */
export function handCardValue(name: string, myLands: number): number {
  const d = cardData(name);
  if (!d) return 1;
  if (d.types.includes("Land")) return myLands < 5 ? 1.4 : 0.4;
  return handValueHint(name) ?? 1.2;
}

/** Mana a player could make now from untapped permanents and the pool: total and by color. */
export interface ManaInfo {
  total: number;
  colors: Record<string, number>;
}

export function manaOpen(view: PlayerView, p: PlayerId): ManaInfo {
  const colors: Record<string, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  let total = view.players[p].manaPool.length;
  for (const m of view.players[p].manaPool) colors[m] = (colors[m] ?? 0) + 1;
  for (const c of view.battlefield) {
    if (c.controller !== p || c.tapped) continue;
    // Mana abilities that cost only {T}; a dual land counts once, for each of its colors.
    const abs = c.abilities.filter((a) => a.mana && a.tapOnly);
    if (!abs.length) continue;
    if (isCreature(c) && c.sick && !c.keywords.includes("haste")) continue;
    total += Math.max(...abs.map((a) => a.manaAmount ?? 1));
    for (const col of new Set(abs.flatMap((a) => a.manaColors ?? []))) colors[col] = (colors[col] ?? 0) + 1;
  }
  return { total, colors };
}

/** Lands a player controls. */
export const landCount = (view: PlayerView, p: PlayerId) => view.battlefield.filter((c) => c.controller === p && isLand(c)).length;

export const actionKey = (a: Action) => JSON.stringify(a);

/** The card an action is about (cast/play/activate), if any. */
export function actionCard(view: PlayerView, a: Action): CardView | undefined {
  if (a.type === "cast" || a.type === "play" || a.type === "activate") return findCard(view, a.card);
  return undefined;
}

/** Whether the player's main phase with an empty stack is now (sorcery timing). */
export function isMyMain(view: PlayerView): boolean {
  return view.turn.active === view.you && (view.turn.step === "precombat_main" || view.turn.step === "postcombat_main") && view.stack.length === 0;
}
