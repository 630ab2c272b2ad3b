// Cursed Land: Enchant land / At the beginning of the upkeep of enchanted land's controller, this Aura deals 1 damage to that player.
import { card, enchant, land } from "../dsl";
import { upkeepDamageAura } from "../families";
export default card({
  name: "Cursed Land",
  enchant: enchant("land", land),
  triggers: [upkeepDamageAura("land", 1)],
  ai: { targets: "harmful" },
});
