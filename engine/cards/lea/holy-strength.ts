// Holy Strength: Enchant creature / Enchanted creature gets +1/+2.
import { card, auraPump, enchant, enchantCreature } from "../dsl";
export default card({
  name: "Holy Strength",
  enchant: enchantCreature,
  statics: [auraPump(1, 2)],
  ai: { bonus: 0.2 },
});
