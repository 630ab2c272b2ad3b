// Unholy Strength: Enchant creature / Enchanted creature gets +2/+1.
import { card, auraPump, enchant, enchantCreature } from "../dsl";
export default card({
  name: "Unholy Strength",
  enchant: enchantCreature,
  statics: [auraPump(2, 1)],
  ai: { bonus: 0.2 },
});
