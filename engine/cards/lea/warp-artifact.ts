// Warp Artifact: Enchant artifact / At the beginning of the upkeep of enchanted artifact's controller, this Aura deals 1 damage to that player.
import { artifact, card, enchant } from "../dsl";
import { upkeepDamageAura } from "../families";
export default card({
  name: "Warp Artifact",
  enchant: enchant("artifact", artifact),
  triggers: [upkeepDamageAura("artifact", 1)],
  ai: { targets: "harmful" },
});
