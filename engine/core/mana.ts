/**
 * Mana costs, pools and payment (CR 106, 107.4, 118, 601.2g–h, 605).
 * Payment fills colored requirements before generic ones, so {1}{G} is paid by G+U.
 */
import type { Color, ManaSymbol, PlayerId } from "../types";
import { COLORS } from "../types";
import { activatedDef, isActivatedKey } from "../cards/registry";
import type { ActivatedDef } from "../cards/types";
import type { Game } from "./game";
import type { AbilityKey, GameObject } from "./state";

export { COLORS };

export interface ManaCost {
  generic: number;
  colored: Partial<Record<Color, number>>;
  /** Specific colorless mana ({C}). */
  colorless: number;
  /** Number of {X} symbols. */
  xCount: number;
}

export function parseCost(text: string): ManaCost {
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

/** An object's activated abilities now, from its characteristics (CR 113.1, 602). */
export function activatedAbilities(g: Game, o: GameObject): AbilityRef[] {
  const out: AbilityRef[] = [];
  for (const key of g.chars(o).abilities) {
    if (!isActivatedKey(key)) continue;
    out.push({ obj: o, key, def: activatedDef(key)!, number: out.length + 1 });
  }
  return out;
}

export function manaAbilities(g: Game, o: GameObject): AbilityRef[] {
  return activatedAbilities(g, o).filter((r) => r.def.mana);
}

/** A mana ability automatic payment may use: its only cost is {T} (scenario format, "Without pay"). */
export function isPlainTapMana(def: ActivatedDef): boolean {
  const c = def.cost;
  return !!def.mana && !!c.tap && !c.mana && !c.sacrificeSelf && !c.exileSelf && !c.untap && !c.sacrifice && !c.discard && !c.life && !c.exile && !c.removeCounters && !c.tapUntapped && !c.returnToHand;
}

/** The colors an ability could make (for choosing how to pay). */
export function producibleColors(def: ActivatedDef): ManaSymbol[] {
  const m = def.mana!;
  if (m.fixed) return [...new Set(m.fixed.split("") as ManaSymbol[])];
  if (m.oneOf) return m.oneOf;
  return [...COLORS];
}

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

/** Activates a mana ability immediately (CR 605.3a): pays its costs and adds the mana. */
export function activateManaAbility(g: Game, player: PlayerId, ref: ManaAbilityRef, mana: ManaSymbol[]): void {
  const o = ref.obj;
  const cost = ref.def.cost;
  if (cost.mana) {
    const pool = g.player(player).manaPool;
    const used = takeFromPool(pool, parseCost(cost.mana));
    if (!used) throw new Error("cannot pay");
    removeSymbols(pool, used);
  }
  const tapped = !!cost.tap && !o.tapped;
  if (cost.tap) g.tap(o.id);
  if (cost.untap) g.untap(o.id);
  if (cost.sacrificeSelf) g.sacrifice(o.id);
  if (cost.exileSelf) g.move(o.id, "exile");
  g.addMana(player, mana);
  // Manabarbs: "Whenever a player taps a land for mana" (CR 605.4a: a triggered ability, uses the stack).
  if (tapped) g.emit("tapped_for_mana", `${g.player(player).name} taps ${o.name} for mana`, { player, object: g.obj(o.id) ? o.id : undefined });
}

type AutoSource = { obj: GameObject; abilities: ManaAbilityRef[]; colors: ManaSymbol[] };

/** Sources found for a player, kept while nothing changes (legalActions asks for every spell). */
const sourcesMemo = new WeakMap<Game, { version: number; by: Partial<Record<PlayerId, AutoSource[]>> }>();

/** A permanent's mana abilities that automatic payment may use: cost only {T} (scenario-format "Without pay"). */
function autoSources(g: Game, player: PlayerId): AutoSource[] {
  let m = sourcesMemo.get(g);
  if (!m || m.version !== g.version) sourcesMemo.set(g, (m = { version: g.version, by: {} }));
  return (m.by[player] ??= findAutoSources(g, player));
}

function findAutoSources(g: Game, player: PlayerId): AutoSource[] {
  return g.battlefield()
    .filter((o) => g.chars(o).controller === player && !o.tapped)
    .map((o) => {
      const abilities = manaAbilities(g, o).filter((r) => isPlainTapMana(r.def) && canActivateTapAbility(g, r.obj, r.def));
      return { obj: o, abilities, colors: [...new Set(abilities.flatMap((r) => producibleColors(r.def)))] };
    })
    .filter((s) => s.abilities.length > 0)
    // Prefer sources that make fewer colors (save flexible ones), lands before creatures.
    .sort((a, b) => a.colors.length - b.colors.length || Number(g.chars(a.obj).types.includes("Creature")) - Number(g.chars(b.obj).types.includes("Creature")));
}

/** What one of a permanent's mana abilities makes when used for `sym` (a dual land has one ability per land type, CR 305.6). */
function makeFor(abilities: ManaAbilityRef[], sym: ManaSymbol | undefined): { ref: ManaAbilityRef; sym: ManaSymbol[] } | null {
  for (const r of abilities) {
    const colors = producibleColors(r.def);
    if (sym !== undefined && !colors.includes(sym)) continue;
    const pick = sym ?? colors[0]!;
    const m = r.def.mana!;
    return { ref: r, sym: m.fixed ? (m.fixed.split("") as ManaSymbol[]) : (Array(m.anyColor ?? 1).fill(pick) as ManaSymbol[]) };
  }
  return null;
}

/**
 * Automatic payment (scenario-format "Without pay"): pool first, then untapped permanents whose
 * mana ability costs only {T} and needs no choice beyond color. Finds a set of sources that covers
 * the colored requirements by backtracking. Returns false (changing nothing) if it cannot pay.
 */
export function autoPay(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>): boolean {
  if (!fillPool(g, player, cost, exclude)) return false;
  const paid = takeFromPool(g.player(player).manaPool, cost);
  if (!paid) return false;
  removeSymbols(g.player(player).manaPool, paid);
  return true;
}

/**
 * Activates the mana abilities automatic payment chooses so that the pool holds `cost` (CR
 * 601.2g: mana abilities before paying); false, changing nothing, if it can't.
 */
export function fillPool(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>): boolean {
  const plan = planAutoPay(g, player, cost, exclude);
  if (!plan) return false;
  for (const c of plan) activateManaAbility(g, player, c.ref, c.sym);
  return true;
}

/** Whether automatic payment could pay `cost` now, changing nothing (legal options, CR 601.2g). */
export function canAutoPay(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>): boolean {
  return planAutoPay(g, player, cost, exclude) !== null;
}

/** The mana abilities automatic payment would activate for `cost`, or null if it can't pay. */
function planAutoPay(g: Game, player: PlayerId, cost: ManaCost, exclude?: ReadonlySet<string>): { ref: ManaAbilityRef; sym: ManaSymbol[] }[] | null {
  const pool = g.player(player).manaPool;
  // What the pool can cover, then what remains for sources.
  const need: ManaSymbol[] = [];
  const poolLeft = [...pool];
  const take = (sym: ManaSymbol) => {
    const i = poolLeft.indexOf(sym);
    if (i >= 0) { poolLeft.splice(i, 1); return true; }
    return false;
  };
  for (const col of COLORS) for (let i = 0; i < (cost.colored[col] ?? 0); i++) if (!take(col)) need.push(col);
  for (let i = 0; i < cost.colorless; i++) if (!take("C")) need.push("C");
  let generic = cost.generic;
  while (generic > 0 && poolLeft.length) { poolLeft.splice(poolLeft.includes("C") ? poolLeft.indexOf("C") : 0, 1); generic--; }

  const usable = exclude ? autoSources(g, player).filter((s) => !exclude.has(s.obj.id)) : autoSources(g, player);
  const chosen: { ref: ManaAbilityRef; sym: ManaSymbol[] }[] = [];
  const used = new Set<string>();
  // Colored (and {C}) requirements: backtracking assignment.
  const assign = (i: number): boolean => {
    if (i >= need.length) return true;
    const sym = need[i]!;
    for (const s of usable) {
      if (used.has(s.obj.id)) continue;
      const made = makeFor(s.abilities, sym);
      if (!made) continue;
      used.add(s.obj.id);
      chosen.push(made);
      // Extra mana from this source (Sol Ring) may cover later needs of the same symbol.
      const extra = made.sym.length - 1;
      let skip = 0;
      for (let k = 0; k < extra && need[i + 1 + skip] === sym; k++) skip++;
      if (assign(i + 1 + skip)) return true;
      chosen.pop();
      used.delete(s.obj.id);
    }
    return false;
  };
  if (!assign(0)) return null;
  // Generic: leftover mana from chosen sources first, then further sources.
  const surplus = chosen.reduce((n, c) => n + c.sym.length, 0) - need.length;
  let remaining = Math.max(0, generic - surplus);
  if (remaining > 0) {
    // For generic mana, spend colorless sources first, then the colors most plentiful among the
    // player's sources, so the rarer colors stay available for later spells. The order doesn't
    // change as sources are used: sort once.
    const plenty = new Map(usable.map((s) => [s, usable.filter((t) => t.colors.some((c) => s.colors.includes(c))).length]));
    const onlyC = (s: AutoSource) => (s.colors.length === 1 && s.colors[0] === "C" ? 0 : 1);
    const creature = (s: AutoSource) => Number(g.chars(s.obj).types.includes("Creature"));
    const left = usable.filter((s) => !used.has(s.obj.id))
      .sort((a, b) => onlyC(a) - onlyC(b) || a.colors.length - b.colors.length || creature(a) - creature(b) || plenty.get(b)! - plenty.get(a)!);
    for (const pick of left) {
      if (remaining <= 0) break;
      used.add(pick.obj.id);
      const made = makeFor(pick.abilities, undefined);
      if (!made) continue;
      chosen.push(made);
      remaining -= made.sym.length;
    }
  }
  if (remaining > 0) return null;
  return chosen;
}

/**
 * Pays a cost with the listed sources (scenario `pay`): each permanent's mana ability is
 * activated, choosing the ability and color so that together they cover the cost (searching
 * the combinations); "pool" allows mana already in the pool. Returns a reason on failure.
 */
export function payWith(g: Game, player: PlayerId, cost: ManaCost, refs: string[]): string | null {
  const pool = g.player(player).manaPool;
  const usePool = refs.includes("pool");
  const before = usePool ? [] : [...pool];
  // Each listed source with the ways it can make mana.
  const plans: { ref: ManaAbilityRef; made: ManaSymbol[] }[][] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    if (ref === "pool") continue;
    const o = g.obj(ref);
    if (!o || o.zone !== "battlefield") return `${ref} is not a permanent on the battlefield`;
    if (o.controller !== player) return `${o.name} is not yours`;
    if (seen.has(o.id)) return `${o.name} is listed twice`;
    seen.add(o.id);
    const abilities = manaAbilities(g, o);
    if (!abilities.length) return `${o.name} has no mana ability`;
    const ok = abilities.filter((ab) => canActivateTapAbility(g, o, ab.def));
    if (!ok.length) return `${o.name} can't be tapped for mana now`;
    const options: { ref: ManaAbilityRef; made: ManaSymbol[] }[] = [];
    for (const ab of ok) {
      const m = ab.def.mana!;
      if (m.fixed) options.push({ ref: ab, made: m.fixed.split("") as ManaSymbol[] });
      else for (const c of producibleColors(ab.def)) options.push({ ref: ab, made: Array(m.anyColor ?? 1).fill(c) as ManaSymbol[] });
    }
    plans.push(options);
  }
  // The mana available before the sources are used (pool only with "pool"), minus their own mana costs.
  const start = [...pool];
  for (const s of before) { const i = start.indexOf(s); if (i >= 0) start.splice(i, 1); }
  let best: { ref: ManaAbilityRef; made: ManaSymbol[] }[] | null = null;
  let fallback: { ref: ManaAbilityRef; made: ManaSymbol[] }[] | null = null;
  let budget = 20000;
  const search = (i: number, acc: { ref: ManaAbilityRef; made: ManaSymbol[] }[], avail: ManaSymbol[]): boolean => {
    if (budget-- <= 0) return false;
    if (i >= plans.length) {
      fallback ??= [...acc];
      if (takeFromPool(avail, cost)) { best = [...acc]; return true; }
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
      if (search(i + 1, acc, [...left, ...opt.made])) return true;
      acc.pop();
    }
    return false;
  };
  search(0, [], start);
  const plan = best ?? fallback;
  if (!plan) return `can't pay those sources' mana abilities`;
  for (const step of plan as { ref: ManaAbilityRef; made: ManaSymbol[] }[]) activateManaAbility(g, player, step.ref, step.made);
  // Without "pool", mana that was already there stays out of the payment.
  const available = [...pool];
  for (const s of before) { const i = available.indexOf(s); if (i >= 0) available.splice(i, 1); }
  const used = takeFromPool(available, cost);
  if (!used) return `those sources don't pay ${formatCost(cost)}`;
  removeSymbols(pool, used);
  return null;
}
