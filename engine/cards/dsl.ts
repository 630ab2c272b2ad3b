/**
 * Shorthands for writing card definitions: common targets, costs, abilities, statics and
 * effect steps. They build plain vocabulary values (cards/types.ts); nothing here is rules code.
 */
import type { Color } from "../types";
import type {
  ActivatedDef, Amount, CardDef, CostDef, EffectStep, Filter, ManaProduction, StaticDef, TargetSpec, TriggerDef, Until, UntapRuleDef, Who,
} from "./types";
import type { Game } from "../core/game";
import type { GameObject } from "../core/state";

/** A card definition (the identity function, for type checking and for the index). */
export const card = (def: CardDef): CardDef => def;

// ---- filters ---------------------------------------------------------------------------------

export const creature: Filter = { types: ["Creature"] };
export const artifact: Filter = { types: ["Artifact"] };
export const land: Filter = { types: ["Land"] };
export const enchantment: Filter = { types: ["Enchantment"] };
export const permanent: Filter = {};
export const ofColor = (c: Color, base: Filter = {}): Filter => ({ ...base, colors: [c] });
export const withSubtype = (subtype: string, base: Filter = {}): Filter => ({ ...base, subtypes: [subtype] });

// ---- targets ---------------------------------------------------------------------------------

export const anyTarget: TargetSpec = { text: "any target", player: "any", object: creature };
export const targetPlayer: TargetSpec = { text: "target player", player: "any" };
export const targetOpponent: TargetSpec = { text: "target opponent", player: "opponent" };
export const targetCreature: TargetSpec = { text: "target creature", object: creature };
export const targetArtifact: TargetSpec = { text: "target artifact", object: artifact };
export const targetLand: TargetSpec = { text: "target land", object: land };
export const targetPermanent: TargetSpec = { text: "target permanent", object: permanent };
export const targetSpell: TargetSpec = { text: "target spell", zone: "stack", object: {} };

/** "target <text>" over permanents matching `object`. */
export const target = (text: string, object: Filter): TargetSpec => ({ text, object });
/** "target <color/type> spell". */
export const targetSpellOf = (text: string, object: Filter): TargetSpec => ({ text, zone: "stack", object });
/** "target <...> card in your graveyard". */
export const cardInYourGraveyard = (text: string, object: Filter = {}): TargetSpec => ({ text, zone: "graveyard", yourGraveyard: true, object });

/** "Enchant <...>" (CR 303.4a): what an Aura targets as it is cast and may be attached to. */
export const enchant = (text: string, object: Filter): TargetSpec => ({ text: `target ${text} (Enchant ${text})`, object });
export const enchantCreature = enchant("creature", creature);

// ---- costs -----------------------------------------------------------------------------------

/** "{T}" plus optional mana: `tapCost("{3}")`. */
export const tapCost = (mana?: string, extra: Partial<CostDef> = {}): CostDef => ({ tap: true, ...(mana ? { mana } : {}), ...extra });
export const manaCost = (mana: string, extra: Partial<CostDef> = {}): CostDef => ({ mana, ...extra });

// ---- abilities -------------------------------------------------------------------------------

export function manaAbility(text: string, mana: ManaProduction, cost: CostDef = { tap: true }): ActivatedDef {
  return { text, cost, mana };
}

export function ability(text: string, cost: CostDef, effect: EffectStep[], more: Partial<ActivatedDef> = {}): ActivatedDef {
  return { text, cost, effect, ...more };
}

/** "At the beginning of [whose] upkeep, ..." */
export function atUpkeep(whose: "yours" | "each" | "opponents" | "chosen_player" | "enchanted_controller", text: string, effect: EffectStep[], more: Partial<TriggerDef> = {}): TriggerDef {
  return { text, when: { on: "step", step: "upkeep", whose }, effect, ...more };
}

// ---- statics ---------------------------------------------------------------------------------

/** "<Filter> get +P/+T" (layer 7c). */
export function anthem(p: number, t: number, affects: StaticDef["affects"], condition?: StaticDef["condition"]): StaticDef {
  const filter = typeof affects === "string" ? affects : { ...creature, ...affects };
  return { layer: "7c", affects: filter, mod: { pt: [p, t] }, ...(condition ? { condition } : {}) };
}

/** "Enchanted creature gets +P/+T". */
export const auraPump = (p: number, t: number): StaticDef => ({ layer: "7c", affects: "enchanted", mod: { pt: [p, t] } });

/** "<Affected> has <keywords>" (layer 6). */
export function grants(affects: StaticDef["affects"], keywords: string[], more: Partial<StaticDef> = {}): StaticDef {
  return { layer: "6", affects, mod: { addKeywords: keywords }, ...more };
}

/**
 * `<Affected> has "<ability>"` (layer 6, CR 613.1f, 113.10): `keys` name the abilities the card's
 * definition lists in `grants` ("#ga0" its first granted activated ability, "#gt0" its first
 * granted triggered ability).
 */
export function grantsAbilities(affects: StaticDef["affects"], keys: string[], more: Partial<StaticDef> = {}): StaticDef {
  return { layer: "6", affects, mod: { addAbilities: keys }, ...more };
}

/** "<Affected> loses all abilities" (layer 6, CR 613.1f, 113.10b). */
export function losesAllAbilities(affects: StaticDef["affects"], more: Partial<StaticDef> = {}): StaticDef {
  return { layer: "6", affects, mod: { loseAllAbilities: true }, ...more };
}

// ---- untap step (CR 502.3) -------------------------------------------------------------------

/** The keyword for "This <permanent> doesn't untap during your untap step" (also granted by effects). */
export { DOESNT_UNTAP } from "../core/untap";
/** "You may choose not to untap this <permanent> during your untap step." */
export const mayChooseNotToUntap: UntapRuleDef = { mayChooseNotToUntap: true };
/** "<Affected> doesn't untap during its controller's untap step" (another permanent's ability). */
export const doesntUntap = (affects: "self" | "enchanted" | Filter): UntapRuleDef => ({ doesntUntap: affects });
/** "Players can't untap more than <count> <filter> during their untap steps." */
export const untapLimit = (filter: Filter, count = 1, condition?: (g: Game, self: GameObject) => boolean): UntapRuleDef =>
  ({ untapLimit: filter, count, ...(condition ? { condition } : {}) });

// ---- effect steps ----------------------------------------------------------------------------

export const damage = (amount: Amount, to: Who = "target"): EffectStep => ({ do: "damage", amount, to });
export const destroy = (what: Who = "target", noRegen = false): EffectStep => (noRegen ? { do: "destroy", what, noRegen } : { do: "destroy", what });
export const pump = (power: Amount, toughness: Amount, what: Who = "target", until?: Until): EffectStep => ({ do: "pump", what, power, toughness, ...(until ? { until } : {}) });
export const counter = (what: Who = "target"): EffectStep => ({ do: "counter", what });
export const draw = (n: Amount, who: Who = "you"): EffectStep => ({ do: "draw", who, n });
export const gainLife = (n: Amount, who: Who = "you"): EffectStep => ({ do: "gainLife", who, n });
export const loseLife = (n: Amount, who: Who = "you"): EffectStep => ({ do: "loseLife", who, n });
export const tap = (what: Who = "target"): EffectStep => ({ do: "tap", what });
export const untap = (what: Who = "target"): EffectStep => ({ do: "untap", what });
export const bounce = (what: Who = "target"): EffectStep => ({ do: "bounce", what });
export const regenerate = (what: Who = "self"): EffectStep => ({ do: "regenerate", what });
export const prevent = (n: Amount | "all", what: Who = "target"): EffectStep => ({ do: "prevent", what, n });
/** "Prevent all [combat] damage that would be dealt by [what] this turn" (CR 615). */
export const preventBy = (what: Who = "target", combatOnly = false): EffectStep => ({ do: "prevent", what: "anything", n: "all", by: what, ...(combatOnly ? { combatOnly } : {}) });
export const sacrifice = (what: Who = "self"): EffectStep => ({ do: "sacrifice", what });
export const addCounters = (kind: string, n: Amount, what: Who = "self"): EffectStep => ({ do: "addCounters", what, kind, n });
export const code = (run: Extract<EffectStep, { do: "code" }>["run"]): EffectStep => ({ do: "code", run });

/** "{cost}: This creature gets +P/+T until end of turn." */
export const selfPump = (text: string, mana: string, p: number, t: number): ActivatedDef => ability(text, { mana }, [pump(p, t, "self")]);
/** "{cost}: Regenerate this creature." */
export const selfRegenerate = (text: string, mana: string): ActivatedDef => ability(text, { mana }, [regenerate("self")]);

// ---- combat (W15: CR 506.4, 508.3, 509.3, 511.2) ----------------------------------------------

import { ASSIGNS_NO_COMBAT_DAMAGE } from "../core/combat";
export { ASSIGNS_NO_COMBAT_DAMAGE };
/**
 * "Remove [what] from combat" (CR 506.4). `unblock`: "creatures it was blocking that had become
 * blocked by only that creature this combat become unblocked"; otherwise they stay blocked (509.1h).
 */
export const removeFromCombat = (what: Who = "target", unblock = false): EffectStep => code((ctx) => {
  for (const id of ctx.who(what)) { const o = ctx.g.obj(id); if (o && o.zone === "battlefield") ctx.g.removeFromCombat(o, { unblock, announce: true }); }
});
/** "[what] assigns no combat damage this turn" (a rule phrase granted until end of turn, combat.ts). */
export const assignsNoCombatDamage = (what: Who = "self"): EffectStep => ({ do: "grant", what, keywords: [ASSIGNS_NO_COMBAT_DAMAGE], until: "end_of_turn" });
/**
 * "Whenever this creature [blocks or becomes blocked by a matching creature], destroy that creature
 * at end of combat" (Cockatrice): the trigger creates delayed ability `index` (default 0) of the
 * card, which `destroyAtEndOfCombat` defines (CR 603.7, 511.2).
 */
export const destroyThatAtEndOfCombat = (index = 0): EffectStep => ({ do: "delayed", index, object: "that_object" });
export const destroyAtEndOfCombat = (text = "Destroy that creature at end of combat."): NonNullable<CardDef["delayed"]>[number] =>
  ({ text, at: { at: "end_of_combat" }, effect: [destroy("that_object")] });
