// Anti-Magic Aura: Enchant creature / Enchanted creature can't be the target of spells and can't be enchanted by other Auras.
import { card, enchantCreature, grants } from "../dsl";
export default card({
  name: "Anti-Magic Aura",
  enchant: enchantCreature,
  // CR 115 (abilities may still target it); CR 303.4c: other Auras on it are put into the graveyard (a state-based action).
  // `doesntRemoveSelf` records this Aura as the giver, so "other Auras" leaves it attached.
  statics: [grants("enchanted", ["can't be the target of spells", "can't be enchanted by other auras"], { doesntRemoveSelf: true })],
  ai: { targets: "helpful" },
});
