// Giant Strength: Enchant creature / Enchanted creature gets +2/+2.
import { card, auraPump, enchantCreature } from "../dsl";
export default card({
  name: "Giant Strength",
  enchant: enchantCreature,
  statics: [auraPump(2, 2)],
  ai: { bonus: 0.4 },
});
