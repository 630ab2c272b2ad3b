// Divine Transformation: Enchant creature / Enchanted creature gets +3/+3.
import { card, auraPump, enchantCreature } from "../dsl";
export default card({
  name: "Divine Transformation",
  enchant: enchantCreature,
  statics: [auraPump(3, 3)], // CR 613.4c
  ai: { targets: "helpful", bonus: 0.5 },
});
