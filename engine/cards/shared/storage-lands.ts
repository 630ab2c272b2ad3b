/**
 * The Fallen Empires storage lands (Bottomless Vault, Dwarven Hold, Hollow Trees, Icatian Store,
 * Sand Silos): "This land enters tapped. / You may choose not to untap this land during your untap
 * step. / At the beginning of your upkeep, if this land is tapped, put a storage counter on it. /
 * {T}, Remove any number of storage counters from this land: Add {C} for each storage counter
 * removed this way."
 */
import type { Color } from "../../types";
import type { CardDef } from "../types";
import { addCounters, atUpkeep, manaAbility, mayChooseNotToUntap, tapCost } from "../dsl";

export const STORAGE = "storage";

export function storageLand(name: string, color: Color): CardDef {
  return {
    name,
    replacements: [{ enters: "tapped" }], // CR 614.1c
    untapRules: [mayChooseNotToUntap], // CR 502.3
    triggers: [atUpkeep("yours", "At the beginning of your upkeep, if this land is tapped, put a storage counter on it.", [addCounters(STORAGE, 1)], {
      // CR 603.4: an intervening "if", checked as it triggers and again as it resolves (ruling 2004-10-04).
      condition: (_g, self) => self.tapped,
    })],
    abilities: [
      // "Any number", zero included: chosen with the action's costs.counters (CR 118.3, 107.1b). Only
      // this ability taps it "for mana"; tapped by anything else, no counters are removed (rulings 2004-10-04).
      manaAbility(`{T}, Remove any number of storage counters from this land: Add {${color}} for each storage counter removed this way.`,
        { fixed: color, times: "counters_removed" }, tapCost(undefined, { removeCounters: { kind: STORAGE, count: "X" } })),
    ],
  };
}
