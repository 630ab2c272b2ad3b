// Wanderlust: Enchant creature / At the beginning of the upkeep of enchanted creature's controller, this Aura deals 1 damage to that player.
import { card, enchantCreature } from "../dsl";
import { upkeepDamageAura } from "../families";
export default card({
  name: "Wanderlust",
  enchant: enchantCreature,
  triggers: [upkeepDamageAura("creature", 1)],
  ai: { targets: "harmful" },
});
