/**
 * The Fallen Empires "sacrifice lands" (Dwarven Ruins, Ebon Stronghold, Havenwood Battleground,
 * Ruins of Trokair, Svyelunite Temple): "This land enters tapped. {T}: Add {c}. {T}, Sacrifice
 * this land: Add {c}{c}." The color is data.
 */
import type { Color } from "../../types";
import type { CardDef } from "../types";
import { manaAbility } from "../dsl";

export function femSacLand(name: string, c: Color): CardDef {
  return {
    name,
    replacements: [{ enters: "tapped" }], // CR 614.1c
    abilities: [
      manaAbility(`{T}: Add {${c}}.`, { fixed: c }),
      // A mana ability (CR 605.1a) whose cost includes a sacrifice (CR 118.3): it resolves at once.
      manaAbility(`{T}, Sacrifice this land: Add {${c}}{${c}}.`, { fixed: c + c }, { tap: true, sacrificeSelf: true }),
    ],
  };
}
