// Feedback: Enchant enchantment / At the beginning of the upkeep of enchanted enchantment's controller, this Aura deals 1 damage to that player.
import { card, enchant, enchantment } from "../dsl";
import { upkeepDamageAura } from "../families";
export default card({
  name: "Feedback",
  enchant: enchant("enchantment", enchantment),
  triggers: [upkeepDamageAura("enchantment", 1)],
  ai: { targets: "harmful" },
});
