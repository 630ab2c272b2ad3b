// Holy Armor: Enchant creature / Enchanted creature gets +0/+2. / {W}: Enchanted creature gets +0/+1 until end of turn.
import { auraPump, card, enchantCreature } from "../dsl";
import { enchantedPump } from "../shared/aura-pump";
export default card({
  name: "Holy Armor",
  enchant: enchantCreature,
  statics: [auraPump(0, 2)],
  abilities: [enchantedPump("{W}: Enchanted creature gets +0/+1 until end of turn.", "{W}", 0, 1)],
  ai: { targets: "helpful" },
});
