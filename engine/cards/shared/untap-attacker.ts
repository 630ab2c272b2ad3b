/**
 * "Untap target attacking creature [you control]. Prevent all combat damage that would be dealt to
 * and dealt by that creature this turn." (Maze of Ith, Ebony Horse, Elvish Scout): the creature
 * stays attacking (CR 506.4b, ruling: it isn't removed from combat), its damage both ways prevented.
 */
import type { EffectStep, TargetSpec } from "../types";
import { target, untap } from "../dsl";

export const untapAttackerAndPreventItsCombatDamage: EffectStep[] = [
  untap("target"),
  { do: "prevent", what: "target", n: "all", combatOnly: true },
  { do: "prevent", what: "anything", n: "all", by: "target", combatOnly: true },
];

export const targetAttackingCreature: TargetSpec = target("target attacking creature", { types: ["Creature"], attacking: true });
export const targetAttackingCreatureYouControl: TargetSpec = target("target attacking creature you control", { types: ["Creature"], attacking: true, controller: "you" });
