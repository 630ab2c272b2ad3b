/**
 * Casting-timing restrictions of spells (CR 601.3: a player can begin to cast a spell only if a
 * rule or effect allows it; "Cast this spell only ..." narrows when). Checked with the usual
 * instant or sorcery timing (CR 307.1, 304.1) as the spell is cast and in the legal options.
 */
import type { SpellDef, SpellTiming } from "../cards/types";
import type { PlayerId, Step } from "../types";
import { matches } from "./filters";
import type { Game } from "./game";
import type { GameObject } from "./state";

const BEFORE_ATTACKERS: Step[] = ["upkeep", "draw", "precombat_main", "beginning_of_combat"];
const BEFORE_COMBAT_DAMAGE: Step[] = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "declare_blockers"];

/** Why a spell with this restriction can't be cast now, or null. */
export function spellTimingProblem(g: Game, timing: SpellTiming | undefined, caster?: PlayerId): string | null {
  if (!timing) return null;
  const step = g.state.turn.step;
  switch (timing) {
    case "combat_before_blockers":
      // CR 506.1: combat begins with the beginning of combat step; blockers are declared as the
      // declare blockers step begins (CR 509.1), before anyone gets priority in it.
      return step === "beginning_of_combat" || step === "declare_attackers" ? null : "only during combat before blockers are declared";
    case "after_combat":
      // "Cast this spell only after combat": once this turn's combat phase is over (CR 511.3).
      return step === "postcombat_main" || step === "end" || step === "cleanup" ? null : "only after combat";
    case "declare_attackers_step":
      // "Cast this spell only during the declare attackers step" (Teleport, CR 508).
      return step === "declare_attackers" ? null : "only during the declare attackers step";
    case "your_declare_attackers_step":
      // "Cast this spell only during your declare attackers step" (Camouflage, CR 508).
      return step === "declare_attackers" && caster === g.state.turn.active ? null : "only during your declare attackers step";
    case "declare_blockers_step":
      // "Cast this spell only during the declare blockers step" (False Orders, CR 509).
      return step === "declare_blockers" ? null : "only during the declare blockers step";
    case "before_blockers":
      // Rapid Fire (ruling 2013-09-20): before the declare blockers step of the turn's combat.
      return BEFORE_ATTACKERS.includes(step) || step === "declare_attackers" ? null : "only before blockers are declared";
    case "before_combat_damage":
      // CR 510.4: the first-strike damage step is a combat damage step as well.
      return BEFORE_COMBAT_DAMAGE.includes(step) ? null : "only before the combat damage step";
    case "opponents_upkeep":
      // "Cast this spell only during an opponent's upkeep" (Festival).
      return caster !== g.state.turn.active && step === "upkeep" ? null : "only during an opponent's upkeep";
    case "opponents_turn_before_attackers":
      // CR 508.1: attackers are declared as the declare attackers step begins (of the turn's first
      // combat: Siren's Call ruling 2013-09-20).
      return caster !== g.state.turn.active && BEFORE_ATTACKERS.includes(step) ? null : "only during an opponent's turn, before attackers are declared";
    case "opponents_turn_after_upkeep":
      // "Cast this spell only during an opponent's turn after their upkeep step" (Reset): any step
      // of that turn after the upkeep step (CR 500.1, 501.1: the draw step onwards).
      return caster !== g.state.turn.active && step !== "untap" && step !== "upkeep" ? null : "only during an opponent's turn after their upkeep step";
  }
}

/**
 * Why a spell with a "Cast this spell only if ..." condition (CR 601.3) can't be cast now, or null:
 * `noPermanent`, no permanent on the battlefield matches (as it is now: a Tidal Influence that lost
 * its abilities is still named Tidal Influence). Only spells with such a condition look.
 */
export function spellConditionProblem(g: Game, sp: SpellDef | undefined, caster: PlayerId, spell: GameObject): string | null {
  const cond = sp?.castOnlyIf;
  if (!cond) return null;
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    if (matches(g, o, g.chars(o), cond.noPermanent, { you: caster, source: spell.id })) return cond.text;
  }
  return null;
}
