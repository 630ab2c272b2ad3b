/**
 * Filters as data (cards/types.ts `Filter`): does an object match, judged on its current
 * characteristics (CR 613) and relative to a player ("you") and a source ("other").
 */
import type { Filter, FilterContext, NumberTest } from "../cards/types";
import { cardData } from "../cards/data";
import type { Game } from "./game";
import type { Chars } from "./layers";
import type { GameObject } from "./state";

const AFTER_BLOCKS = new Set(["declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"]);

function numberOk(test: NumberTest, n: number, x: number | undefined): boolean {
  const v = (t: number | "X" | "halfX") => (t === "X" ? (x ?? 0) : t === "halfX" ? (x ?? 0) / 2 : t);
  if (test.eq !== undefined && n !== v(test.eq)) return false;
  if (test.lte !== undefined && n > v(test.lte)) return false;
  if (test.gte !== undefined && n < v(test.gte)) return false;
  return true;
}

export function matches(g: Game, o: GameObject, c: Chars, f: Filter, ctx: FilterContext): boolean {
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.allSubtypes && !f.allSubtypes.every((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((col) => c.colors.includes(col))) return false;
  if (f.notColors && f.notColors.some((col) => c.colors.includes(col))) return false;
  if (f.colorless !== undefined && (c.colors.length === 0) !== f.colorless) return false;
  if (f.controller === "you" && c.controller !== ctx.you) return false;
  if (f.controller === "opponent" && c.controller === ctx.you) return false;
  if (f.owner === "you" && o.owner !== ctx.you) return false;
  if (f.owner === "opponent" && o.owner === ctx.you) return false;
  if (f.ownedAndControlled && (o.owner !== ctx.you || c.controller !== ctx.you)) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.attacking !== undefined && !!o.attacking !== f.attacking) return false;
  if (f.blocking !== undefined && !!o.blocking?.length !== f.blocking) return false;
  if (f.keywords && !f.keywords.every((k) => c.keywords.has(k))) return false;
  if (f.notKeywords && f.notKeywords.some((k) => c.keywords.has(k))) return false;
  if (f.name !== undefined && c.name !== f.name) return false;
  if (f.other && o.id === ctx.source) return false;
  if (f.token !== undefined && isToken(o) !== f.token) return false;
  if (f.manaValue && !numberOk(f.manaValue, c.manaValue, ctx.x)) return false;
  if (f.singleTarget && g.state.stack.find((i) => i.id === o.id)?.targets.length !== 1) return false;
  if (f.power && !numberOk(f.power, c.power, ctx.x)) return false;
  if (f.firstPrinting !== undefined && cardData(o.name)?.firstPrinting !== f.firstPrinting) return false;
  // CR 509.1h: an attacker is blocked or unblocked only once blockers have been declared.
  if (f.blocked !== undefined && (!o.attacking || !AFTER_BLOCKS.has(g.state.turn.step) || !!o.blocked !== f.blocked)) return false;
  if (f.enchanted !== undefined && isEnchanted(g, o) !== f.enchanted) return false;
  if (f.blockingOrBlockedBySource && !blockingOrBlockedBy(g, o, ctx.source)) return false;
  if (f.where && !f.where(g, o, c, ctx)) return false;
  return true;
}

/** `b` blocks `a` now: both still in that block (CR 509.1a; 506.4 removal from combat ends it on either side). */
function blocks(b: GameObject, a: GameObject): boolean {
  return !!a.attacking && !!a.blockedBy?.includes(b.id) && !!b.blocking?.includes(a.id);
}

/** "Blocking or blocked by this creature": `o` and the source (on the battlefield) block one another. */
function blockingOrBlockedBy(g: Game, o: GameObject, source: string | undefined): boolean {
  const s = source !== undefined ? g.obj(source) : undefined;
  if (!s || s.zone !== "battlefield" || o.zone !== "battlefield") return false;
  return blocks(o, s) || blocks(s, o);
}

/** "Enchanted creature": an Aura is attached to it (CR 303.4). */
function isEnchanted(g: Game, o: GameObject): boolean {
  return g.state.battlefield.some((id) => { const a = g.state.objects[id]!; return a.attachedTo === o.id && g.chars(a).subtypes.includes("Aura"); });
}

/** A token is an object that is not a card (CR 111); physical cards have an index >= 0. */
export function isToken(o: GameObject): boolean {
  return o.card < 0;
}
