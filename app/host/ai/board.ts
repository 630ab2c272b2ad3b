/**
 * Reading a PlayerView the way a player does: who has which creatures, how much mana is open,
 * what a card or a creature is worth. Values are in "points", about one card each; a Grizzly
 * Bears is worth about 3.5 and the first life points below 20 about 0.5 each (see lifeValue).
 */
import { cardData } from "../../../engine/cards/data";
import { cardDef } from "../../../engine/cards/registry";
import type { Action, CardView, PlayerId, PlayerView } from "../../../engine/index";
import { HAND_VALUE } from "./cards";

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
  }
  return undefined;
}

export const has = (c: CardView, kw: string) => c.keywords.includes(kw);

/** The value of a player's life total: concave, so a point matters more the lower life is. */
export function lifeValue(life: number): number {
  if (life <= 0) return -60;
  return 12 * Math.log(1 + life / 3);
}

/** Creatures whose abilities are worth more than their body. */
const ABILITY_BONUS: Record<string, number> = {
  "Prodigal Sorcerer": 3, "Royal Assassin": 3.5, "Hypnotic Specter": 1.5, "Sengir Vampire": 0.5,
  "Llanowar Elves": 1, "Birds of Paradise": 1.5, "Frozen Shade": 1.2, "Drudge Skeletons": 1.5, "Sedge Troll": 1.5,
  "Goblin King": 1, "Lord of Atlantis": 1, "Mahamoti Djinn": 0, "Force of Nature": -1.5, "Keldon Warlord": 0,
  "White Knight": 0.3, "Black Knight": 0.3, "Juggernaut": -0.5,
};

/** What a creature on the battlefield is worth, from its current power and toughness. */
export function creatureValue(c: { name: string; power?: number; toughness?: number; keywords: string[] }, pt?: { power: number; toughness: number }): number {
  const p = Math.max(0, pt?.power ?? c.power ?? 0);
  const t = Math.max(0, pt?.toughness ?? c.toughness ?? 0);
  const kw = c.keywords;
  let v = 0.6 + p + t * 0.55;
  if (kw.includes("flying")) v += p * 0.6 + 0.3;
  if (kw.includes("first_strike")) v += p * 0.35 + 0.2;
  if (kw.includes("double_strike")) v += p * 0.8;
  if (kw.includes("trample")) v += p * 0.15;
  if (kw.includes("vigilance")) v += p * 0.2;
  if (kw.includes("defender")) v -= p * 0.8;
  if (kw.some((k) => k.endsWith("walk"))) v += p * 0.2;
  if (kw.some((k) => k.startsWith("protection_from"))) v += 0.6;
  v += ABILITY_BONUS[c.name] ?? 0;
  return Math.max(0.3, v);
}

/** A creature card's value from its printed data (for spells on the stack and cards in hand). */
export function printedCreatureValue(name: string): number {
  const d = cardData(name);
  if (!d) return 2;
  const num = (s?: string) => (s && Number.isFinite(Number(s)) ? Number(s) : 2);
  return creatureValue({ name, power: num(d.power), toughness: num(d.toughness), keywords: cardDef(name)?.keywords ?? [] });
}

/** Non-creature permanents worth more (or less) than their mana value suggests. */
const PERMANENT_VALUE: Record<string, number> = {
  Pestilence: 4.5, "Icy Manipulator": 3.5, "Jayemdae Tome": 3, "Howling Mine": 0.5, "Nevinyrral's Disk": 2.5,
  "Black Vise": 1.5, "The Rack": 1.5, Millstone: 1.5, "Rod of Ruin": 2, "Sol Ring": 2.5, "Black Lotus": 1.5,
  Crusade: 1, "Bad Moon": 1, Castle: 1, "Circle of Protection: Red": 2, Manabarbs: 0.5,
  // Auras: their effect already shows in the enchanted creature's power, toughness and controller.
  "Holy Strength": 0.2, "Unholy Strength": 0.2, Firebreathing: 0.6, "Control Magic": 0, "Animate Dead": 0,
};

export function permanentValue(c: CardView, landCount: number): number {
  if (isCreature(c)) return creatureValue(c);
  if (isLand(c)) {
    const dual = !c.types.includes("Basic") && c.subtypes.length >= 2;
    return (landCount <= 6 ? 1.6 : 0.6) + (dual ? 0.3 : 0);
  }
  const known = PERMANENT_VALUE[c.name];
  if (known !== undefined) return known;
  if (c.name.startsWith("Mox ")) return 2;
  return 0.8 + c.manaValue * 0.5;
}

/** What holding a card is worth (cards in hand are options). */
export function handCardValue(name: string, myLands: number): number {
  const d = cardData(name);
  if (!d) return 1;
  if (d.types.includes("Land")) return myLands < 5 ? 1.4 : 0.4;
  return HAND_VALUE[name] ?? 1.2;
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
    const ab = cardDef(c.name)?.abilities?.find((a) => a.mana && !a.cost && !a.sacrificeSelf);
    if (!ab?.mana) continue;
    if (isCreature(c) && c.sick) continue;
    const m = ab.mana;
    if (m.fixed) {
      total += m.fixed.length;
      for (const s of m.fixed) colors[s] = (colors[s] ?? 0) + 1;
    } else {
      total += m.anyColor ?? 1;
      for (const col of m.oneOf ?? ["W", "U", "B", "R", "G"]) colors[col] = (colors[col] ?? 0) + 1;
    }
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
