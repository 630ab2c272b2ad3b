/**
 * Shorthands for "becomes" effects (CR 613.1d layer 4, 613.4b layer 7b; engine/core/animate.ts):
 * animating a permanent, setting base power and toughness.
 */
import type { Amount, EffectStep, Until, Who } from "../types";

/** "[what] becomes a P/T [subtypes] artifact creature" (CR 205.1b: a creature type replaces creature types). */
export const becomesArtifactCreature = (what: Who, power: Amount, toughness: Amount, until: Until, subtypes?: string[]): EffectStep => ({
  do: "becomes", what, types: ["Artifact", "Creature"], power, toughness, until,
  ...(subtypes ? { subtypes, replaceCreatureTypes: true } : {}),
});

/** "[what] has base power P [and toughness T] until end of turn" (CR 613.4b, layer 7b). */
export const basePt = (what: Who, power: Amount | undefined, toughness: Amount | undefined, until: Until = "end_of_turn"): EffectStep => ({
  do: "becomes", what, until, ...(power !== undefined ? { power } : {}), ...(toughness !== undefined ? { toughness } : {}),
});
