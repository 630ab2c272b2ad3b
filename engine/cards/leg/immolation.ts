// Immolation: Enchant creature / Enchanted creature gets +2/-2.
import { card, auraPump, enchantCreature } from "../dsl";
export default card({
  name: "Immolation",
  enchant: enchantCreature,
  statics: [auraPump(2, -2)],
});
