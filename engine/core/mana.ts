/**
 * Mana costs, pools and payment (CR 106, 107.4, 118, 601.2g–h, 605).
 * Payment fills colored requirements before generic ones, so {1}{G} is paid by G+U.
 * Restricted mana (CR 106.6), what an ability makes now (Urza's lands), triggered mana
 * abilities (605.1b, 605.4a), spending mana as though it were other mana (609.4b) and special
 * ways to make mana (Channel) are in mana-pool.ts; payment here honours them.
 */
import type { Color, ManaSymbol, PlayerId } from "../types";
import { COLORS } from "../types";
import { activatedDef, isActivatedKey } from "../cards/registry";
import { cardData } from "../cards/data";
import type { ActivatedDef } from "../cards/types";
import type { Game } from "./game";
import type { AbilityKey, GameObject, LastKnown } from "./state";
import { runManaAbilityEffect } from "./mana-effect";
import { actualProduction, allowedFor, anyTypeForSpell, bonusFor, fixedNow, manaTriggersInGame, payEntries, payFromPool, poolKey, resolveManaTriggers, spendable, spendAsFor, spendEntries, symbolsOf, takeEntries, type SpendAs, type SpendPurpose } from "./mana-pool";

export type { SpendPurpose };

export { COLORS };

export interface ManaCost {
  generic: number;
  colored: Partial<Record<Color, number>>;
  /** Specific colorless mana ({C}). */
  colorless: number;
  /** Number of {X} symbols. */
  xCount: number;
}

/** Parsed costs by text: a cost is read for every card in hand at every legalActions. Never changed in place (frozen). */
const parsedCosts = new Map<string, ManaCost>();

/** The cost without its X (what must be paid whatever X is), kept per parsed cost. */
const withoutXMemo = new WeakMap<ManaCost, ManaCost>();
export function withoutX(cost: ManaCost): ManaCost {
  if (!cost.xCount) return cost;
  let c = withoutXMemo.get(cost);
  if (!c) withoutXMemo.set(cost, (c = Object.freeze({ ...cost, xCount: 0 })));
  return c;
}

export function parseCost(text: string): ManaCost {
  let cost = parsedCosts.get(text);
  if (!cost) {
    cost = readCost(text);
    Object.freeze(cost.colored);
    parsedCosts.set(text, Object.freeze(cost));
  }
  return cost;
}

function readCost(text: string): ManaCost {
  const cost: ManaCost = { generic: 0, colored: {}, colorless: 0, xCount: 0 };
  for (const m of text.matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1]!;
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if (sym === "X") cost.xCount += 1;
    else if (sym === "C") cost.colorless += 1;
    else if ((COLORS as readonly string[]).includes(sym)) cost.colored[sym as Color] = (cost.colored[sym as Color] ?? 0) + 1;
  }
  return cost;
}

export function costTotal(c: ManaCost): number {
  return c.generic + c.colorless + Object.values(c.colored).reduce((a, b) => a + (b ?? 0), 0);
}

export function formatCost(c: ManaCost): string {
  let s = c.generic > 0 || (c.colorless === 0 && Object.keys(c.colored).length === 0) ? `{${c.generic}}` : "";
  s += "{C}".repeat(c.colorless);
  for (const col of COLORS) s += `{${col}}`.repeat(c.colored[col] ?? 0);
  return s;
}

export function parseManaString(text: string): ManaSymbol[] {
  // Accepts "RRG", "{R}{R}{G}" or "" — the scenario's manaPool and `mana` fields.
  const letters = text.replace(/[{}\s]/g, "").toUpperCase().split("").filter(Boolean);
  for (const l of letters) if (!["W", "U", "B", "R", "G", "C"].includes(l)) throw new Error(`"${l}" is not a mana symbol`);
  return letters as ManaSymbol[];
}

/**
 * Takes mana for a cost out of a list of available symbols. Returns the symbols used, or null
 * if the cost cannot be paid. Colored requirements are filled first, then generic, spending
 * colorless first and then the colors least in demand.
 */
export function takeFromPool(pool: ManaSymbol[], cost: ManaCost): ManaSymbol[] | null {
  const left = [...pool];
  const used: ManaSymbol[] = [];
  const takeOne = (sym: ManaSymbol) => {
    const i = left.indexOf(sym);
    if (i < 0) return false;
    left.splice(i, 1);
    used.push(sym);
    return true;
  };
  for (const col of COLORS) for (let i = 0; i < (cost.colored[col] ?? 0); i++) if (!takeOne(col)) return null;
  for (let i = 0; i < cost.colorless; i++) if (!takeOne("C")) return null;
  for (let i = 0; i < cost.generic; i++) {
    if (left.length === 0) return null;
    const pick = left.includes("C") ? "C" : left[0]!;
    takeOne(pick);
  }
  return used;
}

export function removeSymbols(pool: ManaSymbol[], used: ManaSymbol[]): void {
  for (const s of used) {
    const i = pool.indexOf(s);
    if (i >= 0) pool.splice(i, 1);
  }
}

// ---- abilities of objects --------------------------------------------------------------------

export interface AbilityRef {
  obj: GameObject;
  key: AbilityKey;
  def: ActivatedDef;
  /** 1-based among the object's activated abilities, mana abilities included (scenario `ability`). */
  number: number;
}

export type ManaAbilityRef = AbilityRef;

/**
 * An object's activated abilities now, from its characteristics (CR 113.1, 602). Asked for again
 * and again: they follow from the characteristics' abilities alone (and name the object, checked
 * below), so they are kept with the characteristics (Game.charsDerived), from state to state while
 * nothing touches them; else (while those are being computed) until the next change.
 */
export function activatedAbilities(g: Game, o: GameObject): AbilityRef[] {
  const c = g.chars(o);
  const by = (g.charsDerived() ?? (g.derived().abilities ??= new Map())) as Map<string, { of: GameObject; refs: AbilityRef[] }>;
  // Good only for that very object: the map goes with the characteristics to copies of the state,
  // and a copy may give the same id to another object.
  const kept = by.get(o.id);
  if (kept && kept.of === o) return kept.refs;
  const out: AbilityRef[] = [];
  for (const key of c.abilities) {
    if (!isActivatedKey(key)) continue;
    out.push({ obj: o, key, def: activatedDef(key)!, number: out.length + 1 });
  }
  by.set(o.id, { of: o, refs: out });
  return out;
}

export function manaAbilities(g: Game, o: GameObject): AbilityRef[] {
  return activatedAbilities(g, o).filter((r) => r.def.mana);
}

/** A mana ability automatic payment may use: its only cost is {T} (scenario format, "Without pay"). */
export function isPlainTapMana(def: ActivatedDef): boolean {
  if (def.mana?.colorsOfOpponentsLands) return false; // its colors depend on the game: activated by hand
  const c = def.cost;
  return !!def.mana && !!c.tap && !c.mana && !c.sacrificeSelf && !c.exileSelf && !c.untap && !c.sacrifice && !c.discard && !c.life && !c.exile && !c.removeCounters && !c.tapUntapped && !c.returnToHand;
}

/** Whether an ability's cost includes objects its controller chooses (sacrifice, discard, exile, tap, return). */
function needsCostChoice(def: ActivatedDef): boolean {
  const c = def.cost;
  return !!(c.sacrifice || c.discard || c.exile || c.tapUntapped || c.returnToHand);
}

/**
 * The colors an ability of `o` could make now: its printed choice, or, for "any color that a land an
 * opponent controls could produce" (Fellwar Stone), the colors the opponents' lands' mana abilities
 * could make, whatever their costs or whether they are tapped (CR 106.7; rulings: never colorless).
 */
export function colorsNow(g: Game, o: GameObject, def: ActivatedDef): readonly ManaSymbol[] {
  if (!def.mana?.colorsOfOpponentsLands) return producibleColors(def);
  const you = g.chars(o).controller;
  const found = new Set<ManaSymbol>();
  for (const land of g.battlefield()) {
    const c = g.chars(land);
    if (c.controller === you || !c.types.includes("Land")) continue;
    for (const r of activatedAbilities(g, land)) {
      if (!r.def.mana || r.def.mana.colorsOfOpponentsLands) continue;
      for (const col of producibleColors(r.def)) found.add(col);
      for (const col of r.def.mana.instead?.fixed ?? "") found.add(col as ManaSymbol);
    }
  }
  return COLORS.filter((col) => found.has(col));
}

/**
 * "Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other
 * type" (Deep Water, CR 106.3, 614.1a): the amount is unchanged, all of it blue (ruling).
 */
function landsMakeBlue(g: Game, player: PlayerId, o: GameObject): boolean {
  return !!g.state.ruleEffects && g.state.ruleEffects.some((r) => r.rule === "lands_make_blue" && r.controller === player) && g.chars(o).types.includes("Land");
}

/** Quarum Trench Gnomes (CR 614.1a): this land's white mana is colorless instead ("white_as_colorless" on it). */
function whiteAsColorless(g: Game, o: GameObject): boolean {
  return !!g.state.ruleEffects && g.state.ruleEffects.some((r) => r.rule === "white_as_colorless" && r.object === o.id);
}

function asBlueIfLandsMakeBlue(g: Game, player: PlayerId, o: GameObject, made: ManaSymbol[]): ManaSymbol[] {
  if (landsMakeBlue(g, player, o)) return made.map(() => "U");
  return whiteAsColorless(g, o) ? made.map((s): ManaSymbol => (s === "W" ? "C" : s)) : made;
}

/** The colors an ability could make (for choosing how to pay). */
export function producibleColors(def: ActivatedDef): readonly ManaSymbol[] {
  let colors = colorsMemo.get(def);
  if (!colors) {
    const m = def.mana!;
    colors = Object.freeze(m.fixed ? [...new Set(m.fixed.split("") as ManaSymbol[])] : m.oneOf ? [...m.oneOf] : [...COLORS]);
    colorsMemo.set(def, colors);
  }
  return colors;
}
const colorsMemo = new WeakMap<ActivatedDef, readonly ManaSymbol[]>();
const BLUE: readonly ManaSymbol[] = Object.freeze(["U"]);

/** Whether the source's {T} or {Q} part can be paid now (CR 302.6: summoning sickness). */
export function canActivateTapAbility(g: Game, o: GameObject, def: ActivatedDef): boolean {
  if (def.cost.untap && !o.tapped) return false;
  if (def.cost.tap || def.cost.untap) {
    if (def.cost.tap && o.tapped) return false;
    // CR 302.6: a creature's {T} abilities need it to have been controlled since the turn began.
    if (o.sick && g.chars(o).types.includes("Creature") && !g.chars(o).keywords.has("haste")) return false;
  }
  return true;
}

/** The symbols a mana ability produces, given the color choice (`mana`: "G", "RRR"). */
export function productionFor(def: ActivatedDef, choice?: string): ManaSymbol[] | string {
  const m = def.mana!;
  const picked = choice ? choice.replace(/[{}\s]/g, "").toUpperCase() : "";
  if (m.fixed) {
    // A fixed ability has no choice; a `mana` naming other mana is a mistake, not a request.
    if (picked && picked !== m.fixed && !(picked.length === 1 && [...m.fixed].every((c) => c === picked))) return `this makes {${[...m.fixed].join("}{")}}, not "${choice}"`;
    return m.fixed.split("") as ManaSymbol[];
  }
  if (m.oneOf) {
    if (!picked) return `choose one of ${m.oneOf.join(", ")}`;
    if (picked.length !== 1 || !m.oneOf.includes(picked as Color)) return `this makes one of ${m.oneOf.join(", ")}, not "${choice}"`;
    return [picked as Color];
  }
  const n = m.anyColor ?? 1;
  if (!picked) return `choose a color`;
  const first = picked[0]!;
  if (!(COLORS as readonly string[]).includes(first)) return `"${choice}" is not a color`;
  if (picked.length !== 1 && (picked.length !== n || [...picked].some((c) => c !== first))) {
    return `this makes ${n} mana of one color, e.g. "${first.repeat(n)}"`;
  }
  return Array(n).fill(first) as ManaSymbol[];
}

/**
 * Activates a mana ability immediately (CR 605.3a): pays its costs and adds the mana (`mana`:
 * the chosen production; what it makes now, CR 106, and its restriction, 106.6, are applied
 * here; `sacrificed`: what its non-mana costs sacrificed, paid by the caller, as it last existed).
 * Then the triggered mana abilities it triggers resolve at once (CR 605.4a).
 */
export function activateManaAbility(g: Game, player: PlayerId, ref: ManaAbilityRef, mana: ManaSymbol[], countersRemoved = 0, sacrificed?: readonly LastKnown[]): void {
  const o = ref.obj;
  const cost = ref.def.cost;
  if (cost.mana && !payFromPool(g, player, parseCost(cost.mana), undefined)) throw new Error("cannot pay");
  const tapped = !!cost.tap && !o.tapped;
  if (cost.tap) g.tap(o.id);
  if (cost.untap) g.untap(o.id);
  if (cost.sacrificeSelf) g.sacrifice(o.id);
  if (cost.exileSelf) g.move(o.id, "exile");
  const made = asBlueIfLandsMakeBlue(g, player, o, actualProduction(g, player, ref.def, mana, countersRemoved, sacrificed, g.obj(o.id) ?? o));
  g.addMana(player, made, ref.def.mana!.spendOnly);
  // CR 605.3b: the rest of a mana ability's effect happens as it resolves, at once.
  const hurt = ref.def.mana!.damagesYou;
  if (hurt) g.dealDamage(g.sourceInfo(g.obj(o.id) ?? o), player, hurt);
  if (ref.def.effect?.length) runManaAbilityEffect(g, player, g.obj(o.id) ?? o, ref.key, ref.def.effect);
  if (!tapped) return;
  // CR 106.12: tapped for mana. Manabarbs triggers (a triggered ability using the stack, 605.5a);
  // triggered mana abilities (Mana Flare, Wild Growth) resolve now (605.4a).
  g.emit("tapped_for_mana", `${g.player(player).name} taps ${o.name} for mana`, { player, object: g.obj(o.id) ? o.id : undefined });
  const src = g.obj(o.id);
  if (src) resolveManaTriggers(g, player, src, made);
}

type AutoSource = {
  obj: GameObject; abilities: ManaAbilityRef[]; colors: ManaSymbol[];
  /** The most mana one activation makes (triggered mana included), and without restricted mana. */
  most: number; mostFree: number;
  /** Whether what it makes depends on more than the color chosen (Urza's lands, restricted mana, triggered mana). */
  special: boolean;
};


/** A permanent's mana abilities that automatic payment may use: cost only {T} (scenario-format "Without pay"). */
function autoSources(g: Game, player: PlayerId): AutoSource[] {
  // Kept while nothing changes (legalActions asks for every spell).
  const by = (g.derived().sources ??= {}) as Partial<Record<PlayerId, AutoSource[]>>;
  return (by[player] ??= findAutoSources(g, player));
}

/** The most mana automatic payment can reach now: the pool and every source (for the range of X). */
export function autoManaAvailable(g: Game, player: PlayerId, purpose?: SpendPurpose): number {
  let n = g.player(player).manaRestricted ? spendable(g, player, purpose).length : g.player(player).manaPool.length;
  for (const s of autoSources(g, player)) n += s.most === s.mostFree || s.abilities.some((r) => allowedFor(r.def.mana!.spendOnly, purpose) && r.def.mana!.spendOnly) ? s.most : s.mostFree;
  return n;
}

function findAutoSources(g: Game, player: PlayerId): AutoSource[] {
  const out: (AutoSource & { creature: boolean })[] = [];
  // Triggered mana abilities (Mana Flare) only in games with such a card: most have none.
  const manaTriggers = manaTriggersInGame(g);
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    if (o.tapped) continue;
    const c = g.chars(o);
    if (c.controller !== player) continue;
    let abilities: ManaAbilityRef[] | null = null;
    let colors: ManaSymbol[] = [];
    let most = 0;
    let mostFree = 0;
    let special = false;
    for (const r of activatedAbilities(g, o)) {
      if (!isPlainTapMana(r.def) || !canActivateTapAbility(g, o, r.def)) continue;
      (abilities ??= []).push(r);
      const m = r.def.mana!;
      const blue = landsMakeBlue(g, player, o);
      const whiteC = !blue && whiteAsColorless(g, o);
      const producible = blue ? BLUE : whiteC ? [...new Set(producibleColors(r.def).map((s): ManaSymbol => (s === "W" ? "C" : s)))] : producibleColors(r.def);
      const fixed = fixedNow(g, o, r.def);
      const made = fixed ? fixed.length : (m.anyColor ?? 1);
      const bonus = manaTriggers ? bonusFor(g, o, fixed ?? [producible[0]!]).length : 0;
      if (bonus || m.instead || m.spendOnly || blue || whiteC || m.perCounterOnSelf) special = true;
      most = Math.max(most, made + bonus);
      mostFree = Math.max(mostFree, (m.spendOnly ? 0 : made) + bonus);
      for (const col of producible) if (!colors.includes(col)) colors = [...colors, col];
    }
    if (abilities) out.push({ obj: o, abilities, colors, most, mostFree, special, creature: c.types.includes("Creature") });
  }
  // Prefer sources that make fewer colors (save flexible ones), lands before creatures.
  return out.sort((a, b) => a.colors.length - b.colors.length || Number(a.creature) - Number(b.creature));
}

/**
 * What one of a permanent's mana abilities makes when used for `sym` (a dual land has one ability
 * per land type, CR 305.6): `sym` the chosen production, `yields` what of it and of the triggered
 * mana abilities it triggers (CR 605.4a) can be spent for `purpose` (CR 106.6).
 */
/** "CC" as symbols, kept (never changed). */
const fixedMemo = new Map<string, ManaSymbol[]>();
function fixedSymbols(fixed: string): ManaSymbol[] {
  let out = fixedMemo.get(fixed);
  if (!out) fixedMemo.set(fixed, (out = Object.freeze(fixed.split("")) as ManaSymbol[]));
  return out;
}

function makeFor(g: Game, s: AutoSource, want: ManaSymbol | undefined, purpose: SpendPurpose): PayStep | null {
  for (const r of s.abilities) {
    const colors = producibleColors(r.def);
    const m = r.def.mana!;
    if (!s.special) {
      // Plain sources: what the ability makes is all it yields.
      if (want !== undefined && !colors.includes(want)) continue;
      const made = m.fixed ? fixedSymbols(m.fixed) : (Array(m.anyColor ?? 1).fill(want ?? colors[0]!) as ManaSymbol[]);
      return { ref: r, sym: made, yields: made };
    }
    const blue = landsMakeBlue(g, s.obj.controller, s.obj);
    for (const pick of !blue && want !== undefined && colors.includes(want) ? [want] : colors) {
      const chosen = m.fixed ? (m.fixed.split("") as ManaSymbol[]) : (Array(m.anyColor ?? 1).fill(pick) as ManaSymbol[]);
      const prod = asBlueIfLandsMakeBlue(g, s.obj.controller, s.obj, fixedNow(g, s.obj, r.def) ?? chosen);
      const yields = [...(allowedFor(m.spendOnly, purpose) ? prod : []), ...bonusFor(g, s.obj, prod)];
      if (!yields.length || (want !== undefined && !yields.includes(want))) continue;
      return { ref: r, sym: chosen, yields };
    }
  }
  return null;
}

/**
 * Automatic payment (scenario-format "Without pay"): pool first, then untapped permanents whose
 * mana ability costs only {T} and needs no choice beyond color. Finds a set of sources that covers
 * the colored requirements by backtracking. Returns false (changing nothing) if it cannot pay.
 */
export function autoPay(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>, purpose?: SpendPurpose): boolean {
  if (!fillPool(g, player, cost, exclude, purpose)) return false;
  return payFromPool(g, player, cost, purpose);
}

/**
 * Activates the mana abilities automatic payment chooses so that the pool holds `cost` (CR
 * 601.2g: mana abilities before paying); false, changing nothing, if it can't.
 */
export function fillPool(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>, purpose?: SpendPurpose): boolean {
  const plan = planAutoPay(g, player, cost, exclude, purpose);
  if (!plan) return false;
  for (const c of plan) activateManaAbility(g, player, c.ref, c.sym);
  return true;
}

/**
 * Whether automatic payment could pay `cost` now, changing nothing (legal options, CR 601.2g).
 * Kept while nothing changes: legalActions asks it for every spell and ability, often for the same cost.
 */
export function canAutoPay(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>, purpose?: SpendPurpose): boolean {
  if (!cost.generic && !cost.colorless && !cost.colored.W && !cost.colored.U && !cost.colored.B && !cost.colored.R && !cost.colored.G) return true;
  // The purpose matters only where there is restricted mana (CR 106.6): fewer different questions to keep.
  if (purpose && !g.player(player).manaRestricted && !makesRestricted(autoSources(g, player)) && !anyTypeForSpell(g, player)) purpose = undefined;
  let ex = "";
  if (exclude) {
    if (exclude.size > 1) return planAutoPay(g, player, cost, exclude, purpose) !== null;
    exclude.forEach((id) => (ex = id));
  }
  const key = `${player}|${ex}|${cost.generic}|${cost.colorless}|${cost.colored.W ?? 0}${cost.colored.U ?? 0}${cost.colored.B ?? 0}${cost.colored.R ?? 0}${cost.colored.G ?? 0}${purpose ? "|" + purpose.spellTypes.join(",") : ""}`;
  const m = (g.derived().payable ??= { pool: "", answers: new Map() });
  const pool = poolKey(g, player);
  if (m.pool !== pool) { m.pool = pool; m.answers.clear(); }
  let ok = m.answers.get(key);
  if (ok === undefined) m.answers.set(key, (ok = planAutoPay(g, player, cost, exclude, purpose) !== null));
  return ok;
}

/** Whether a source makes mana restricted in use (CR 106.6). A loop: it is asked for every spell in hand. */
function makesRestricted(sources: AutoSource[]): boolean {
  for (const s of sources) if (s.most !== s.mostFree) return true;
  return false;
}

/** One activation automatic payment plans: the chosen production, and what of it (with triggered mana) it can spend. */
type PayStep = { ref: ManaAbilityRef; sym: ManaSymbol[]; yields: ManaSymbol[] };

/** Takes one `sym` out of `pool` if there; whether it did. */
function takeSymbol(pool: ManaSymbol[], sym: ManaSymbol): boolean {
  const i = pool.indexOf(sym);
  if (i < 0) return false;
  pool.splice(i, 1);
  return true;
}

/**
 * Backtracking assignment of sources to colored (and {C}) requirements, from `need[i]` on.
 * `spare` is the mana chosen sources make beyond what they were chosen for (Sol Ring's second
 * {C}, Wild Growth's {G}): it covers later requirements first.
 */
function assignSources(g: Game, need: ManaSymbol[], i: number, usable: AutoSource[], used: Set<string>, chosen: PayStep[], spare: ManaSymbol[], purpose: SpendPurpose, alt?: SpendAs): boolean {
  if (i >= need.length) return true;
  const sym = need[i]!;
  const others = alt?.[sym];
  let k = spare.indexOf(sym);
  if (k < 0 && others) k = spare.findIndex((x) => others.includes(x));
  if (k >= 0) return assignSources(g, need, i + 1, usable, used, chosen, [...spare.slice(0, k), ...spare.slice(k + 1)], purpose, alt);
  // Sources of `sym` itself first, then of mana spent as though it were `sym` (CR 609.4b). (No
  // list is made for the usual case of no such mana: this runs for every cost legalActions checks.)
  const wants = others ? [sym, ...others] : null;
  for (let w = 0; w < (wants ? wants.length : 1); w++) {
    const want = wants ? wants[w]! : sym;
    for (const s of usable) {
      if (used.has(s.obj.id)) continue;
      const made = makeFor(g, s, want, purpose);
      if (!made) continue;
      used.add(s.obj.id);
      chosen.push(made);
      // What it yields beyond the one mana used for `want` becomes spare; a single mana leaves none.
      let next = spare;
      if (made.yields.length > 1) {
        const extra = made.yields.slice();
        extra.splice(extra.indexOf(want), 1);
        next = [...spare, ...extra];
      }
      if (assignSources(g, need, i + 1, usable, used, chosen, next, purpose, alt)) return true;
      chosen.pop();
      used.delete(s.obj.id);
    }
  }
  return false;
}

/** The mana abilities automatic payment would activate for `cost`, or null if it can't pay. */
function planAutoPay(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>, purpose?: SpendPurpose): PayStep[] | null {
  // What the pool can cover (CR 106.6: restricted mana only for its purpose), then what remains for sources.
  const need: ManaSymbol[] = [];
  const poolLeft = g.player(player).manaRestricted ? symbolsOf(spendable(g, player, purpose)) : g.player(player).manaPool.slice();
  const alt = spendAsFor(g, player, purpose);
  for (const col of COLORS) for (let i = 0; i < (cost.colored[col] ?? 0); i++) if (!takeSymbol(poolLeft, col) && !alt?.[col]?.some((a) => takeSymbol(poolLeft, a))) need.push(col);
  for (let i = 0; i < cost.colorless; i++) if (!takeSymbol(poolLeft, "C") && !alt?.C?.some((a) => takeSymbol(poolLeft, a))) need.push("C");
  let generic = cost.generic;
  while (generic > 0 && poolLeft.length) { poolLeft.splice(poolLeft.includes("C") ? poolLeft.indexOf("C") : 0, 1); generic--; }
  if (!need.length && generic === 0) return [];

  const all = autoSources(g, player);
  const usable = exclude ? all.filter((s) => !exclude.has(s.obj.id)) : all;
  // More than all the sources together can make: no need to search.
  let most = 0;
  for (const s of usable) most += s.most === s.mostFree || s.abilities.some((r) => r.def.mana!.spendOnly && allowedFor(r.def.mana!.spendOnly, purpose)) ? s.most : s.mostFree;
  if (most < need.length + generic) return null;
  const chosen: PayStep[] = [];
  const used = new Set<string>();
  if (!assignSources(g, need, 0, usable, used, chosen, [], purpose, alt)) return null;
  // Generic: leftover mana from chosen sources first, then further sources.
  let surplus = -need.length;
  for (const c of chosen) surplus += c.yields.length;
  let remaining = Math.max(0, generic - surplus);
  if (remaining > 0) {
    // For generic mana, spend colorless sources first, then the colors most plentiful among the
    // player's sources, so the rarer colors stay available for later spells.
    const d = g.derived();
    const orders = (d.genericOrder ??= new Map()) as Map<AutoSource[], AutoSource[]>;
    let order = orders.get(all);
    if (!order) orders.set(all, (order = genericOrder(g, all, player)));
    for (const pick of order) {
      if (exclude?.has(pick.obj.id)) continue;
      if (remaining <= 0) break;
      if (used.has(pick.obj.id)) continue;
      const made = makeFor(g, pick, undefined, purpose);
      if (!made) continue;
      used.add(pick.obj.id);
      chosen.push(made);
      remaining -= made.yields.length;
    }
  }
  if (remaining > 0) return null;
  return chosen;
}

/**
 * Sources in the order generic mana is taken from them (kept with the sources while nothing
 * changes): colorless first, then single colors before several, lands before creatures, then
 * the colors the rest of the player's hand needs least (with two Forests and two Swamps and a
 * second Grizzly Bears in hand, the first Bears' {1} comes from a Swamp), then the colors most
 * plentiful among the sources.
 */
function genericOrder(g: Game, usable: AutoSource[], player: PlayerId): AutoSource[] {
  const plenty = new Map(usable.map((s) => [s, usable.filter((t) => t.colors.some((c) => s.colors.includes(c))).length]));
  // Which sources pay is the player's choice (CR 601.2g–h); automatic payment makes it for them.
  // In a network game with hidden hands (`external`) both programs must make the same choice, and
  // the opponent's does not know the hand: the choice then looks only at what is public.
  const demand = g.state.external ? {} : handDemand(g, player);
  const needed = (s: AutoSource) => s.colors.reduce((n, c) => n + (demand[c] ?? 0), 0);
  const onlyC = (s: AutoSource) => (s.colors.length === 1 && s.colors[0] === "C" ? 0 : 1);
  const creature = (s: AutoSource) => Number(g.chars(s.obj).types.includes("Creature"));
  return [...usable].sort((a, b) => onlyC(a) - onlyC(b) || a.colors.length - b.colors.length || creature(a) - creature(b) || needed(a) - needed(b) || plenty.get(b)! - plenty.get(a)!);
}

/** Colored mana symbols in the mana costs of the cards in a player's hand, by color. */
function handDemand(g: Game, player: PlayerId): Partial<Record<ManaSymbol, number>> {
  const out: Partial<Record<ManaSymbol, number>> = {};
  for (const id of g.player(player).hand) {
    const cost = cardData(g.state.objects[id]?.name ?? "")?.manaCost ?? "";
    for (const m of cost.matchAll(/\{([WUBRG])\}/g)) out[m[1] as ManaSymbol] = (out[m[1] as ManaSymbol] ?? 0) + 1;
  }
  return out;
}

/**
 * Pays a cost with the listed sources (scenario `pay`): each permanent's mana ability is
 * activated, choosing the ability and color so that together they cover the cost (searching
 * the combinations); "pool" allows mana already in the pool. Mana restricted to other uses
 * (CR 106.6) doesn't count. Returns a reason on failure.
 */
export function payWith(g: Game, player: PlayerId, cost: ManaCost, refs: string[], purpose?: SpendPurpose): string | null {
  const pl = g.player(player);
  const usePool = refs.includes("pool");
  const before = usePool ? undefined : { pool: [...pl.manaPool], restricted: [...(pl.manaRestricted ?? [])] };
  // Each listed source with the ways it can make mana: the chosen production, and what of it can be spent.
  type Option = { ref: ManaAbilityRef; made: ManaSymbol[]; yields: ManaSymbol[] };
  const plans: Option[][] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    if (ref === "pool") continue;
    const o = g.obj(ref);
    if (!o || o.zone !== "battlefield") return `${ref} is not a permanent on the battlefield`;
    if (o.phasedOut) return `${o.name} is phased out`; // CR 702.26b
    if (o.controller !== player) return `${o.name} is not yours`;
    if (seen.has(o.id)) return `${o.name} is listed twice`;
    seen.add(o.id);
    const abilities = manaAbilities(g, o);
    if (!abilities.length) return `${o.name} has no mana ability`;
    // A cost that needs a choice of objects (Priest of Yawgmoth's "Sacrifice an artifact") is chosen
    // only in an `activate` action's `costs`: such abilities aren't used by `pay`.
    // "Remove a dream counter: Add {C}" (Rasputin Dreamweaver): usable while the counters are there
    // (CR 118.3); a number of counters to choose ("any number", X) is chosen only by `activate`.
    const hasCounters = (ab: ManaAbilityRef) => { const rc = ab.def.cost.removeCounters; return !rc || (rc.count !== "X" && (o.counters[rc.kind] ?? 0) >= rc.count); };
    const ok = abilities.filter((ab) => canActivateTapAbility(g, o, ab.def) && !needsCostChoice(ab.def) && hasCounters(ab));
    if (!ok.length) return abilities.every((ab) => needsCostChoice(ab.def)) ? `${o.name}'s mana ability needs its costs chosen: activate it first` : `${o.name} can't be tapped for mana now`;
    const options: Option[] = [];
    for (const ab of ok) {
      const m = ab.def.mana!;
      const choices = m.fixed ? [m.fixed.split("") as ManaSymbol[]] : colorsNow(g, o, ab.def).map((c) => Array(m.anyColor ?? 1).fill(c) as ManaSymbol[]);
      for (const made of choices) {
        const prod = asBlueIfLandsMakeBlue(g, player, o, actualProduction(g, player, ab.def, made, 0, undefined, o));
        const bonus = ab.def.cost.tap && !o.tapped ? bonusFor(g, o, prod) : [];
        options.push({ ref: ab, made, yields: [...(allowedFor(m.spendOnly, purpose) ? prod : []), ...bonus] });
      }
    }
    plans.push(options);
  }
  // The listed order doesn't matter: sources whose mana abilities cost no mana are used first, so a
  // source with a mana cost (Apprentice Wizard's "{U}, {T}: Add {C}{C}{C}") is paid from the others
  // wherever it is listed (CR 605.3b: mana abilities are activated one at a time, in any order).
  const needsMana = (options: Option[]) => options.every((opt) => !!opt.ref.def.cost.mana);
  plans.sort((a, b) => Number(needsMana(a)) - Number(needsMana(b)));
  // The mana available before the sources are used (pool only with "pool"), minus their own mana costs.
  const start = usePool ? symbolsOf(spendable(g, player, purpose)) : [];
  let best: Option[] | null = null;
  let fallback: Option[] | null = null;
  let budget = 20000;
  const alt = spendAsFor(g, player, purpose);
  const search = (i: number, acc: Option[], avail: ManaSymbol[]): boolean => {
    if (budget-- <= 0) return false;
    if (i >= plans.length) {
      fallback ??= [...acc];
      if (takeEntries(avail.map((sym) => ({ sym })), cost, alt)) { best = [...acc]; return true; }
      return false;
    }
    for (const opt of plans[i]!) {
      let left = avail;
      if (opt.ref.def.cost.mana) {
        const paid = takeFromPool(avail, parseCost(opt.ref.def.cost.mana));
        if (!paid) continue;
        left = [...avail];
        removeSymbols(left, paid);
      }
      acc.push(opt);
      if (search(i + 1, acc, [...left, ...opt.yields])) return true;
      acc.pop();
    }
    return false;
  };
  search(0, [], start);
  const plan = best ?? fallback;
  if (!plan) return `can't pay those sources' mana abilities`;
  for (const step of plan as Option[]) {
    // CR 602.2b, 118.3: its counters are removed as the cost is paid.
    const rc = step.ref.def.cost.removeCounters;
    if (rc && rc.count !== "X") g.addCounters(step.ref.obj.id, rc.kind, -rc.count);
    activateManaAbility(g, player, step.ref, step.made);
  }
  // Without "pool", mana that was already there stays out of the payment.
  const used = payEntries(g, player, spendable(g, player, purpose, before), cost, purpose);
  if (!used) return `those sources don't pay ${formatCost(cost)}`;
  return null;
}
