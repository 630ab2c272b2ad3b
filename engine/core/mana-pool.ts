/**
 * Mana extensions (W18): restricted mana in the pool (CR 106.6), what a mana ability produces
 * now (conditional production, CR 106; counters removed), triggered mana abilities (CR 605.1b,
 * 605.4a: "whenever a land is tapped for mana, add ..."), and special ways to make mana given by
 * resolved spells (Channel).
 */
import type { ManaSymbol, PlayerId } from "../types";
import { gameHolds, namesWhere, triggerDef, triggerDefsOf } from "../cards/registry";
import type { ActivatedDef, Filter, ManaRestriction, TriggerDef } from "../cards/types";
import { matches } from "./filters";
import type { Game } from "./game";
import type { GameObject, LastKnown } from "./state";

/**
 * Whether any card of the game has a triggered mana ability (read from the definitions once per
 * game: most games have none).
 */
interface Features { manaTriggers: boolean; cards: number }
const features = new WeakMap<object, Features>();
function featuresOf(g: Game): Features {
  let f = features.get(g.state.cards);
  if (!f || f.cards !== g.state.cards.length) {
    f = { manaTriggers: false, cards: g.state.cards.length };
    for (const name of new Set(g.state.cards.map((c) => c.name))) if (triggerDefsOf(name).some((t) => t.mana)) f.manaTriggers = true;
    features.set(g.state.cards, f);
  }
  return f;
}

/** Whether any card of the game has a triggered mana ability (Mana Flare, Wild Growth). */
export const manaTriggersInGame = (g: Game): boolean => featuresOf(g).manaTriggers || !!g.state.ruleEffects?.some((r) => r.rule === "islands_add_blue");

/**
 * High Tide: "until end of turn, whenever a player taps an Island for mana, that player adds an
 * additional {U}": a delayed triggered mana ability of a resolved spell (CR 603.7, 605.1b, 605.4a),
 * one {U} per such effect, for any player and any Island, those that arrive later included (rulings 2010-03-01).
 */
function islandBonus(g: Game, src: GameObject): ManaSymbol[] {
  const effects = g.state.ruleEffects;
  if (!effects || !g.chars(src).subtypes.includes("Island")) return [];
  const out: ManaSymbol[] = [];
  for (const r of effects) if (r.rule === "islands_add_blue") out.push("U");
  return out;
}

/** What a payment is for: casting a spell with these card types, or anything else (undefined). */
export type SpendPurpose = { spellTypes: readonly string[] } | undefined;

/** One mana of the pool, with its restriction if it has one (the entry of `manaRestricted`). */
export interface PoolEntry {
  sym: ManaSymbol;
  entry?: { sym: ManaSymbol; only: ManaRestriction };
}

/** CR 106.6: whether restricted mana may be spent for this purpose. */
export function allowedFor(only: ManaRestriction | undefined, purpose: SpendPurpose): boolean {
  if (!only) return true;
  return !!purpose && only.spellTypes.some((t) => purpose.spellTypes.includes(t));
}

/**
 * The mana of a player's pool that may be spent for `purpose`, restricted mana first (it is
 * spent before unrestricted mana of the same type, which stays useful for more). `skip`: mana
 * left out (a `pay` list without "pool": the mana that was there before).
 */
export function spendable(g: Game, player: PlayerId, purpose: SpendPurpose, skip?: { pool: ManaSymbol[]; restricted: readonly object[] }): PoolEntry[] {
  const pl = g.player(player);
  const free = pl.manaPool.slice();
  if (skip) for (const s of skip.pool) { const i = free.indexOf(s); if (i >= 0) free.splice(i, 1); }
  const restricted: PoolEntry[] = [];
  for (const e of pl.manaRestricted ?? []) {
    if (skip?.restricted.includes(e)) continue; // its symbol is in skip.pool
    const i = free.indexOf(e.sym);
    if (i >= 0) free.splice(i, 1);
    if (allowedFor(e.only, purpose)) restricted.push({ sym: e.sym, entry: e });
  }
  return [...restricted, ...free.map((sym) => ({ sym }))];
}

/** The symbols of a list of pool entries. */
export const symbolsOf = (entries: PoolEntry[]): ManaSymbol[] => entries.map((e) => e.sym);

interface Cost { generic: number; colored: Partial<Record<string, number>>; colorless: number }

/** Mana a player may spend as though it were mana of another color (CR 609.4b), by the color it stands for. */
export type SpendAs = Partial<Record<ManaSymbol, ManaSymbol[]>>;

/** Every symbol, for every color: "as though it were mana of any type" (North Star). */
const ANY_TYPE: SpendAs = Object.freeze({
  W: ["U", "B", "R", "G", "C"], U: ["W", "B", "R", "G", "C"], B: ["W", "U", "R", "G", "C"],
  R: ["W", "U", "B", "G", "C"], G: ["W", "U", "B", "R", "C"], C: ["W", "U", "B", "R", "G"],
}) as SpendAs;

/** Whether `player` may now spend mana as though it were mana of any type for a spell (North Star's rule effect). */
export function anyTypeForSpell(g: Game, player: PlayerId): boolean {
  return !!g.state.ruleEffects && g.state.ruleEffects.some((r) => r.rule === "spend_any_type_one_spell" && r.controller === player);
}

/**
 * North Star (CR 609.4b): the spell whose payment from `entries` needed mana spent as though it were
 * another type uses the effect up ("for one spell"); a spell that could be paid without it leaves it.
 */
function noteAnyTypeUse(g: Game, player: PlayerId, entries: PoolEntry[], cost: Cost, purpose: SpendPurpose): void {
  if (!purpose || !anyTypeForSpell(g, player)) return;
  if (takeEntries(entries, cost, spendAsFor(g, player))) return;
  const list = g.state.ruleEffects!;
  const i = list.findIndex((r) => r.rule === "spend_any_type_one_spell" && r.controller === player);
  const rest = [...list.slice(0, i), ...list.slice(i + 1)];
  if (rest.length) g.state.ruleEffects = rest; else delete g.state.ruleEffects;
  g.touch();
}

/**
 * What a player may spend as though it were other mana now (Sunglasses of Urza), kept while nothing
 * changes; with `purpose` a spell, also North Star's "mana of any type" (CR 609.4b).
 */
export function spendAsFor(g: Game, player: PlayerId, purpose?: SpendPurpose): SpendAs | undefined {
  if (purpose && anyTypeForSpell(g, player)) return ANY_TYPE;
  // Only cards with such a rule can have it (a definition's static, not granted by others): in a
  // game holding none (most), there is nothing to keep either.
  const names = namesWhere("spendAsThough", (d) => !!d.spendAsThough);
  if (!gameHolds(g.state, names)) return undefined;
  const d = g.derived() as Record<string, unknown>;
  const by = (d.spendAs ??= {}) as Partial<Record<PlayerId, SpendAs | null>>;
  let out = by[player];
  if (out === undefined) {
    out = null;
    for (const id of g.state.battlefield) {
      const o = g.state.objects[id]!;
      if (!names.has(o.name)) continue;
      const c = g.chars(o);
      const sa = c.def?.spendAsThough;
      if (!sa || c.controller !== player) continue;
      out ??= {};
      if (!(out[sa.as] ??= []).includes(sa.mana)) out[sa.as] = [...out[sa.as]!, sa.mana];
    }
    by[player] = out;
  }
  return out ?? undefined;
}

/**
 * Takes the entries that pay `cost` out of `entries` (CR 601.2h): colored requirements first
 * (with the mana itself, then with mana spent as though it were that mana, CR 609.4b), then
 * {C}, then generic (restricted mana first, then colorless, then the rest in order). Returns
 * null if they can't.
 */
export function takeEntries(entries: PoolEntry[], cost: Cost, alt?: SpendAs): PoolEntry[] | null {
  const left = entries.slice();
  const used: PoolEntry[] = [];
  const take = (pred: (e: PoolEntry) => boolean): boolean => {
    const i = left.findIndex(pred);
    if (i < 0) return false;
    used.push(left.splice(i, 1)[0]!);
    return true;
  };
  for (const col of ["W", "U", "B", "R", "G"] as const) {
    const others = alt?.[col];
    for (let i = 0; i < (cost.colored[col] ?? 0); i++) if (!take((e) => e.sym === col) && !(others && take((e) => others.includes(e.sym)))) return null;
  }
  const otherC = alt?.C;
  for (let i = 0; i < cost.colorless; i++) if (!take((e) => e.sym === "C") && !(otherC && take((e) => otherC.includes(e.sym)))) return null;
  for (let i = 0; i < cost.generic; i++) if (!take((e) => !!e.entry) && !take((e) => e.sym === "C") && !take(() => true)) return null;
  return used;
}

/** Removes spent entries from the player's pool (and their restrictions). */
export function spendEntries(g: Game, player: PlayerId, used: PoolEntry[]): void {
  const pl = g.player(player);
  if (g.spentLog) g.spentLog.push(...used.map((u) => u.sym)); // "the mana you spent on {X}" (cast.ts)
  for (const u of used) {
    const i = pl.manaPool.indexOf(u.sym);
    if (i >= 0) pl.manaPool.splice(i, 1);
  }
  const gone = used.filter((u) => u.entry).map((u) => u.entry!);
  if (gone.length) {
    const rest = (pl.manaRestricted ?? []).filter((e) => !gone.includes(e));
    if (rest.length) pl.manaRestricted = rest; else delete pl.manaRestricted;
  }
}

/** Pays `cost` from the pool alone, for `purpose`; false (changing nothing) if it can't. */
export function payFromPool(g: Game, player: PlayerId, cost: Cost, purpose: SpendPurpose): boolean {
  const entries = spendable(g, player, purpose);
  const used = takeEntries(entries, cost, spendAsFor(g, player, purpose));
  if (!used) return false;
  noteAnyTypeUse(g, player, entries, cost, purpose);
  spendEntries(g, player, used);
  return true;
}

/** Pays `cost` with `entries` (a `pay` list's mana), for `purpose`; null (changing nothing) if they can't. */
export function payEntries(g: Game, player: PlayerId, entries: PoolEntry[], cost: Cost, purpose: SpendPurpose): PoolEntry[] | null {
  const used = takeEntries(entries, cost, spendAsFor(g, player, purpose));
  if (!used) return null;
  noteAnyTypeUse(g, player, entries, cost, purpose);
  spendEntries(g, player, used);
  return used;
}

export function poolPays(g: Game, player: PlayerId, cost: Cost, purpose: SpendPurpose): boolean {
  return takeEntries(spendable(g, player, purpose), cost, spendAsFor(g, player, purpose)) !== null;
}

/** A signature of the pool for caches: its symbols and restrictions. */
export function poolKey(g: Game, player: PlayerId): string {
  const pl = g.player(player);
  return pl.manaPool.join("") + (pl.manaRestricted?.length ? "|" + pl.manaRestricted.map((e) => e.sym + e.only.spellTypes.join(",")).join(";") : "");
}

// ---- what a mana ability produces now ------------------------------------------------------------

/**
 * The mana an ability makes as it resolves, from the chosen production: "add {C}{C} instead"
 * if its controller controls the listed permanents (Urza's lands), plus one symbol per counter
 * removed (Mana Batteries); "an amount of {B} equal to the sacrificed artifact's mana value"
 * (Priest of Yawgmoth): `sacrificed`, the permanents sacrificed as its cost as they last existed.
 */
export function actualProduction(g: Game, player: PlayerId, def: ActivatedDef, made: ManaSymbol[], countersRemoved = 0, sacrificed?: readonly LastKnown[], src?: GameObject): ManaSymbol[] {
  const m = def.mana!;
  let out = made;
  // "For each storage counter on this land" (City of Shadows): counted now, not removed (CR 608.2h).
  if (m.perCounterOnSelf) out = Array.from({ length: src?.counters[m.perCounterOnSelf] ?? 0 }, () => made).flat();
  if (m.times === "sacrificed_mana_value") {
    const n = (sacrificed ?? []).reduce((t, l) => t + l.manaValue, 0);
    out = Array.from({ length: n }, () => made).flat();
  }
  // "Add {B} for each storage counter removed this way" (storage lands): the cost's chosen number (CR 118.3, 605.3b).
  if (m.times === "counters_removed") out = Array.from({ length: countersRemoved }, () => made).flat();
  if (m.instead && controlsAll(g, player, m.instead.ifYouControl, undefined)) out = m.instead.fixed.split("") as ManaSymbol[];
  if (m.plusPerCounterRemoved && countersRemoved > 0) out = [...out, ...(Array(countersRemoved).fill(m.plusPerCounterRemoved) as ManaSymbol[])];
  return out;
}

function controlsAll(g: Game, player: PlayerId, filters: Filter[], source: string | undefined): boolean {
  return filters.every((f) => g.battlefield().some((o) => {
    const c = g.chars(o);
    return c.controller === player && matches(g, o, c, f, { you: player, source });
  }));
}

/** The fixed production of an ability now (for planning), or null if it lets its controller choose. */
const SPLIT = new Map<string, readonly ManaSymbol[]>();
/** "{C}{C}" as symbols, shared (planning asks for every source on every check): not to be changed. */
const fixedSymbols = (fixed: string): ManaSymbol[] => {
  let out = SPLIT.get(fixed);
  if (!out) SPLIT.set(fixed, (out = Object.freeze(fixed.split("") as ManaSymbol[])));
  return out as ManaSymbol[];
};

export function fixedNow(g: Game, o: GameObject, def: ActivatedDef): ManaSymbol[] | null {
  const m = def.mana!;
  if (!m.fixed) return null;
  if (!m.instead && !m.perCounterOnSelf) return fixedSymbols(m.fixed);
  return actualProduction(g, g.chars(o).controller, def, m.fixed.split("") as ManaSymbol[], 0, undefined, o);
}

// ---- triggered mana abilities (CR 605.1b, 605.4a) -------------------------------------------------

interface ManaTrigger { obj: GameObject; def: TriggerDef }

/** Every triggered mana ability of the permanents now (kept while nothing changes). */
const NONE: ManaTrigger[] = [];
function manaTriggers(g: Game): ManaTrigger[] {
  if (!featuresOf(g).manaTriggers) return NONE;
  const d = g.derived() as Record<string, unknown>;
  let out = d.manaTriggers as ManaTrigger[] | undefined;
  if (!out) {
    out = [];
    for (const id of g.state.battlefield) {
      const o = g.state.objects[id]!;
      for (const key of g.chars(o).abilities) {
        const def = triggerDef(key);
        if (def?.mana && def.when.on === "tapped_for_mana") out.push({ obj: o, def });
      }
    }
    d.manaTriggers = out;
  }
  return out;
}

/** The triggered mana abilities that tapping `src` for mana triggers now. */
function triggersFor(g: Game, src: GameObject): ManaTrigger[] {
  const all = manaTriggers(g);
  if (!all.length) return all;
  const c = g.chars(src);
  return all.filter(({ obj, def }) => {
    const when = def.when as Extract<TriggerDef["when"], { on: "tapped_for_mana" }>;
    if (when.enchanted && obj.attachedTo !== src.id) return false;
    return matches(g, src, c, when.filter, { you: g.chars(obj).controller, source: obj.id });
  });
}

/**
 * The mana the triggered mana abilities would add when `src` is tapped for `made` (for planning
 * automatic payment): one symbol each. CR 106.6 (Mana Flare ruling 2007-09-16): unrestricted.
 */
export function bonusFor(g: Game, src: GameObject, made: readonly ManaSymbol[]): ManaSymbol[] {
  if (!featuresOf(g).manaTriggers) return islandBonus(g, src);
  const out: ManaSymbol[] = islandBonus(g, src);
  for (const t of triggersFor(g, src)) {
    const add = t.def.mana!.add;
    if (add === "produced") { if (made.length) out.push(made[0]!); }
    else out.push(...(add.split("") as ManaSymbol[]));
  }
  return out;
}

/**
 * CR 605.4a: the triggered mana abilities of `src` being tapped for mana resolve at once, after
 * the mana ability that triggered them. Mana Flare adds one mana of a type the land produced
 * (rulings 2004-10-04: the first type when it made several at once), without its restriction.
 */
export function resolveManaTriggers(g: Game, player: PlayerId, src: GameObject, made: readonly ManaSymbol[]): void {
  for (const t of triggersFor(g, src)) {
    if (!g.obj(t.obj.id)) continue;
    const add = t.def.mana!.add;
    const mana = add === "produced" ? made.slice(0, 1) : (add.split("") as ManaSymbol[]);
    if (mana.length) g.addMana(player, mana);
  }
  const tide = islandBonus(g, src);
  if (tide.length) g.addMana(player, tide);
}

// ---- special mana actions (Channel) --------------------------------------------------------------

/** The special mana action a player may take by naming the card that gave it (Channel), if any. */
export function specialManaOf(g: Game, player: PlayerId, cardId: string): NonNullable<Game["state"]["specialMana"]>[number] | undefined {
  const o = g.obj(cardId);
  if (!o) return undefined;
  return g.state.specialMana?.find((s) => s.player === player && s.card === o.card);
}

/**
 * A resolving spell gives its controller a special way to make mana until end of turn (Channel:
 * "any time you could activate a mana ability, you may pay 1 life. If you do, add {C}"), used by
 * naming `card` (the spell's physical card, wherever it is) in an `activate` action.
 */
export function grantSpecialMana(g: Game, player: PlayerId, card: number, name: string, life: number, add: string): void {
  g.state.specialMana = [...(g.state.specialMana ?? []), { player, card, name, life, add }];
  g.touch();
}

/** Pays 1 life and adds {C} (Channel; CR 119.4: only with at least that much life). */
export function useSpecialMana(g: Game, player: PlayerId, cardId: string): string | null {
  const s = specialManaOf(g, player, cardId);
  if (!s) return "no such mana ability";
  if (g.player(player).life < s.life) return `you can't pay ${s.life} life`;
  g.loseLife(player, s.life);
  g.addMana(player, s.add.split("") as ManaSymbol[]);
  return null;
}

/** The objects naming the special mana actions a player has now (the card, wherever it is). */
export function specialManaCards(g: Game, player: PlayerId): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  for (const s of g.state.specialMana ?? []) {
    if (s.player !== player || g.player(player).life < s.life) continue;
    const o = Object.values(g.state.objects).find((x) => x.card === s.card);
    if (o) out.push({ id: o.id, text: `Pay ${s.life} life: Add {${s.add.split("").join("}{")}}.` });
  }
  return out;
}
