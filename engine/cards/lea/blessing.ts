// Blessing: Enchant creature / {W}: Enchanted creature gets +1/+1 until end of turn.
import { card, enchantCreature } from "../dsl";
import { enchantedPump } from "../shared/aura-pump";
export default card({
  name: "Blessing",
  enchant: enchantCreature,
  abilities: [enchantedPump("{W}: Enchanted creature gets +1/+1 until end of turn.", "{W}", 1, 1)],
  ai: { targets: "helpful" },
});
