/**
 * Static abilities that change the rules for players (a definition's `playerRules`): maximum hand
 * size (CR 402.2), land plays (CR 305.2), "can't play lands" / "can't cast" (CR 101.2, 305.2b), "can't
 * enter the battlefield" (CR 614.17d), no loss for 0 or less life (CR 104.3b exception).
 *
 * Only games holding a card with such abilities look at the battlefield for them; the abilities in
 * effect are gathered once per state change (Game.derived).
 */
import type { PlayerId } from "../types";
import { gameHolds, namesWhere } from "../cards/registry";
import type { Filter, PlayerRuleDef } from "../cards/types";
import { matches } from "./filters";
import type { Game } from "./game";
import type { GameObject } from "./state";

interface ActiveRule {
  rule: PlayerRuleDef;
  source: GameObject;
  controller: PlayerId;
  timestamp: number;
}

const NONE: ActiveRule[] = [];

function ruleNames(): ReadonlySet<string> {
  return namesWhere("playerRules", (d) => !!d.playerRules?.length);
}

/** The player rules in effect now, in timestamp order (CR 613.7: later ones win where they conflict). */
function activeRules(g: Game): ActiveRule[] {
  if (!gameHolds(g.state, ruleNames())) return NONE;
  const d = g.derived();
  return (d.playerRules ??= collect(g)) as ActiveRule[];
}

function collect(g: Game): ActiveRule[] {
  const names = ruleNames();
  const out: ActiveRule[] = [];
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    if (!names.has(o.name)) continue;
    const c = g.chars(o);
    // From its characteristics' definition: none once it lost all its abilities (CR 113.10b).
    for (const rule of c.def?.playerRules ?? []) {
      if (rule.condition && !rule.condition(g, o)) continue;
      out.push({ rule, source: o, controller: c.controller, timestamp: o.timestamp });
    }
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

function appliesTo(r: ActiveRule, p: PlayerId): boolean {
  switch (r.rule.players) {
    case "you": return r.controller === p;
    case "opponents": return r.controller !== p;
    case "each": return true;
    case "chosen_player": return r.source.chosen?.player === p;
  }
}

function cardMatches(g: Game, o: GameObject, f: true | Filter, r: ActiveRule): boolean {
  return f === true || matches(g, o, g.chars(o), f, { you: r.controller, source: r.source.id });
}

/** CR 402.2: a player's maximum hand size now; effects that set it apply in timestamp order (ruling on Cursed Rack). */
export function maxHandSize(g: Game, p: PlayerId): number {
  let n = g.state.rules.maxHandSize;
  for (const r of activeRules(g)) if (r.rule.maxHandSize !== undefined && appliesTo(r, p)) n = r.rule.maxHandSize;
  return n;
}

/** CR 305.2: how many lands a player may play this turn (one, plus what continuous effects add). */
export function landPlaysAllowed(g: Game, p: PlayerId): number {
  let n = 1;
  for (const r of activeRules(g)) {
    const extra = r.rule.extraLandPlays;
    if (extra === undefined || !appliesTo(r, p)) continue;
    n = extra === "any" ? Infinity : n + extra;
  }
  return n;
}

/** "Can't play lands" (CR 305.2b, 101.2): why `p` may not play this land card, or null. */
export function cantPlayLand(g: Game, p: PlayerId, card: GameObject): string | null {
  for (const r of activeRules(g)) {
    const f = r.rule.cantPlayLands;
    if (f && appliesTo(r, p) && cardMatches(g, card, f, r)) return `${r.source.name}: ${r.rule.text ?? "you can't play that land"}`;
  }
  return null;
}

/** "Can't cast" (CR 101.2): why `p` may not cast this card, or null. */
export function cantCast(g: Game, p: PlayerId, card: GameObject): string | null {
  // Firestorm Phoenix (W11b): the returned card can't be played until its owner's next turn.
  if (g.state.ruleEffects?.some((r) => r.rule === "card_revealed_unplayable" && r.object === card.id)) return `${card.name} can't be played until its owner's next turn`;
  for (const r of activeRules(g)) {
    const f = r.rule.cantCast;
    if (f && appliesTo(r, p) && cardMatches(g, card, f, r)) return `${r.source.name}: ${r.rule.text ?? "you can't cast that spell"}`;
  }
  return null;
}

/** Whether any player rule stops some lands or spells now (legalActions looks at each card only then). */
export function anyPlayRestriction(g: Game): boolean {
  return !!g.state.ruleEffects?.some((r) => r.rule === "card_revealed_unplayable") || activeRules(g).some((r) => r.rule.cantPlayLands || r.rule.cantCast);
}

/** CR 614.17d: whether this object can't enter the battlefield now (Worms of the Earth: lands). */
export function cantEnterBattlefield(g: Game, o: GameObject): boolean {
  const rules = activeRules(g);
  if (!rules.length) return false;
  for (const r of rules) {
    const f = r.rule.cantEnterBattlefield;
    if (f && matches(g, o, g.chars(o), f, { you: r.controller, source: r.source.id })) return true;
  }
  return false;
}

/** CR 104.3b exception: whether a player doesn't lose the game for having 0 or less life now. */
export function noLossAtZeroLife(g: Game, p: PlayerId): boolean {
  return activeRules(g).some((r) => r.rule.noLossAtZeroLife && appliesTo(r, p));
}

/** W11b: the player rules of one kind that apply to `p` now, in timestamp order (each with its source). */
export function rulesFor<K extends keyof PlayerRuleDef>(g: Game, p: PlayerId, key: K): { rule: PlayerRuleDef; source: GameObject; controller: PlayerId }[] {
  const rules = activeRules(g);
  if (!rules.length) return NONE;
  return rules.filter((r) => r.rule[key] !== undefined && r.rule[key] !== false && appliesTo(r, p));
}
