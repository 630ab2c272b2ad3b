/**
 * Cost increases and reductions from static abilities (CR 601.2f, 602.2b): "White spells cost {3}
 * more to cast" (Gloom), "Enchanted artifact's activated abilities cost {2} less to activate"
 * (Power Artifact). The total cost is the cost plus every increase, minus every reduction
 * (601.2f); a reduction of generic mana takes only the generic part (118.7a), and never below
 * zero. Read from the current characteristics of every permanent.
 */
import { gameHolds, namesWhere } from "../cards/registry";
import type { CostChangeDef, CostDef, Filter } from "../cards/types";
import { cardData } from "../cards/data";
import { matches } from "./filters";
import type { Game } from "./game";
import { costTotal, parseCost, type ManaCost } from "./mana";
import type { GameObject } from "./state";

interface Change { src: GameObject; you: "A" | "B"; def: CostChangeDef }

/**
 * An activated ability's mana cost as printed (before increases and reductions): `mana`, or "pay
 * enchanted creature's mana cost" (Merseine), X being 0; null when it can't be paid (CR 118.6: the
 * permanent has no mana cost, or the Aura enchants nothing).
 */
export function activationMana(g: Game, o: GameObject, cost: CostDef): string | null {
  // CR 107.3c: "{X}{X}, where X is the number of pin counters on it" (Voodoo Doll), counted now.
  if (cost.manaPerCounter) return `{${cost.manaPerCounter.generic * (o.counters[cost.manaPerCounter.kind] ?? 0)}}`;
  if (!cost.manaOfEnchanted) return cost.mana ?? "";
  const host = o.attachedTo ? g.obj(o.attachedTo) : undefined;
  const printed = host && host.card >= 0 ? cardData(g.chars(host).name)?.manaCost : undefined;
  if (!printed) return null;
  return printed.replace(/\{X\}/g, "") || "{0}";
}

/** Kept with the other values derived from the state until the next change (Game.derived). */
function changes(g: Game): Change[] {
  const d = g.derived() as { costChanges?: Change[] };
  return (d.costChanges ??= collect(g));
}

function collect(g: Game): Change[] {
  const out: Change[] = [];
  // Only cards with cost changes in their definition have them (checked after every action).
  const names = namesWhere("costChanges", (d) => !!d.costChanges?.length);
    if (!gameHolds(g.state, names)) return out;
  for (const id of g.state.battlefield) {
    const src = g.state.objects[id]!;
    if (!names.has(src.name)) continue;
    const c = g.chars(src);
    for (const def of c.def?.costChanges ?? []) out.push({ src, you: c.controller, def });
  }
  return out;
}

function apply(cost: ManaCost, more: number, less: { n: number; minOne: boolean }[], moreMana: ManaCost[] = []): ManaCost {
  if (!more && !less.length && !moreMana.length) return cost;
  let generic = cost.generic + more;
  const colored = { ...cost.colored };
  let colorless = cost.colorless;
  // CR 601.2f: colored increases (Derelor's {B}) add their symbols to the total cost.
  for (const m of moreMana) {
    generic += m.generic;
    colorless += m.colorless;
    for (const [col, n] of Object.entries(m.colored) as [keyof typeof colored, number][]) colored[col] = (colored[col] ?? 0) + n;
  }
  for (const r of less) {
    // CR 118.7a: only generic mana; Power Artifact: the mana in the cost stays at least one.
    const floor = r.minOne ? Math.max(0, 1 - (costTotal({ ...cost, colored, colorless, generic }) - generic)) : 0;
    generic = Math.max(Math.min(generic, floor), generic - r.n);
  }
  return { ...cost, colored, colorless, generic };
}

/** The total cost of casting `spell` (a card in hand or on the stack), after cost changes (CR 601.2f). */
export function spellCost(g: Game, spell: GameObject, cost: ManaCost): ManaCost {
  let more = 0;
  let moreMana: ManaCost[] | undefined;
  let less: { n: number; minOne: boolean }[] | undefined;
  for (const { src, you, def } of changes(g)) {
    if (!("spells" in def) || !matches(g, spell, g.chars(spell), def.spells, { you, source: src.id })) continue;
    more += def.more ?? 0;
    if (def.moreMana) (moreMana ??= []).push(parseCost(def.moreMana));
    // CR 601.2f, 118.7a: "cost {2} less" (Planar Gate) reduces only the generic part, after increases.
    if (def.less) (less ??= []).push({ n: def.less, minOne: false });
  }
  return apply(cost, more, less ?? [], moreMana);
}

/** Whether some permanent now makes spells cost less (legal.ts widens X ranges only then). */
export function anySpellReduction(g: Game): boolean {
  return changes(g).some((c) => "spells" in c.def && !!c.def.less);
}

/** The total cost of activating an ability of `source` (CR 602.2b, 601.2f). */
export function abilityCost(g: Game, source: GameObject, cost: ManaCost): ManaCost {
  let more = 0;
  const less: { n: number; minOne: boolean }[] = [];
  for (const { src, you, def } of changes(g)) {
    if (!("abilities" in def)) continue;
    const hit = def.abilities === "enchanted"
      ? src.attachedTo === source.id
      : matches(g, source, g.chars(source), def.abilities as Filter, { you, source: src.id });
    if (!hit) continue;
    more += def.more ?? 0;
    if (def.less) less.push({ n: def.less, minOne: !!def.minOne });
  }
  return apply(cost, more, less);
}
