/**
 * Abilities that come from rules rather than from a card's text. CR 305.6: each basic land type
 * gives a land the intrinsic ability "{T}: Add [mana]": Plains {W}, Island {U}, Swamp {B},
 * Mountain {R}, Forest {G}. A land's mana abilities follow its current land types (layers.ts),
 * so a dual land has two and a land whose types change gets the new ones.
 */
import type { CardDef } from "./types";

export const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"] as const;
const MANA: Record<(typeof BASIC_LAND_TYPES)[number], string> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

/** The pseudo-definition holding the five intrinsic mana abilities: keys "@basic#a0" to "@basic#a4". */
export const basicLandTypes: CardDef = {
  name: "@basic",
  abilities: BASIC_LAND_TYPES.map((t) => ({ text: `{T}: Add {${MANA[t]}}.`, cost: { tap: true }, mana: { fixed: MANA[t] } })),
};

/** The ability key a basic land type gives. */
export function intrinsicManaKey(subtype: string): string | undefined {
  const i = (BASIC_LAND_TYPES as readonly string[]).indexOf(subtype);
  return i < 0 ? undefined : `@basic#a${i}`;
}
