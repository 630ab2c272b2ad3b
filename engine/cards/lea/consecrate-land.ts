// Consecrate Land: Enchant land / Enchanted land has indestructible and can't be enchanted by other Auras.
import { card, enchant, land, grants } from "../dsl";
export default card({
  name: "Consecrate Land",
  enchant: enchant("land", land),
  // CR 702.12b: it can't be destroyed (a destroy spell still resolves, ruling 2005-04-01); CR 303.4c:
  // other Auras on it are put into the graveyard (ruling 2006-09-25). This Aura is recorded as the giver.
  statics: [grants("enchanted", ["indestructible", "can't be enchanted by other auras"], { doesntRemoveSelf: true })],
  ai: { targets: "helpful" },
});
