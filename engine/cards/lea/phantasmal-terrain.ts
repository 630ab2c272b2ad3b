// Phantasmal Terrain: Enchant land / As this Aura enters, choose a basic land type. / Enchanted land is the chosen type.
import { card, enchant, land } from "../dsl";
import { BASIC_LAND_TYPES } from "../intrinsic";
import { notText } from "../words";
import type { StaticDef } from "../types";
export default card({
  name: "Phantasmal Terrain",
  enchant: enchant("land", land),
  // CR 614.12: chosen as it enters (1–5 in the order Plains, Island, Swamp, Mountain, Forest).
  replacements: [{ enters: "choose", choose: "option", options: [...BASIC_LAND_TYPES], prompt: "Choose a basic land type" }],
  // CR 305.7, 613.1d: the enchanted land's land types become the chosen one (supertypes unchanged, ruling).
  // One static per type it may choose: values, not words of its text (a text change leaves them, CR 612.2).
  statics: notText(BASIC_LAND_TYPES.map((t, i): StaticDef => ({
    affects: "enchanted", layer: "4", condition: (_g, self) => (self.chosen?.number ?? 0) === i + 1, mod: { setLandTypes: [t] },
  }))),
  ai: { targets: "harmful" },
});
