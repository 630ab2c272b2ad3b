// Spectral Cloak: Enchant creature / Enchanted creature has shroud as long as it's untapped. (It can't be the target of spells or abilities.)
import { card, enchantCreature, grants } from "../dsl";
export default card({
  name: "Spectral Cloak",
  enchant: enchantCreature,
  // CR 702.18a; "as long as it's untapped" (CR 611.3a: checked continuously). Auras already on it stay (ruling 2005-08-01, CR 115.1b).
  statics: [grants("enchanted", ["shroud"], { only: { tapped: false } })],
  ai: { targets: "helpful" },
});
