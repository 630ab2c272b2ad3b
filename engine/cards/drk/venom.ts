// Venom: Enchant creature / Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.
import { card, destroyAtEndOfCombat, destroyThatAtEndOfCombat, enchantCreature } from "../dsl";
export default card({
  name: "Venom",
  enchant: enchantCreature,
  ai: { targets: "helpful" },
  // Ruling 2004-10-04: it triggers as blockers are declared, for the creature enchanted then.
  triggers: [{
    text: "Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.",
    when: { on: "blocks_or_blocked", enchanted: true, filter: { types: ["Creature"], notSubtypes: ["Wall"] } },
    effect: [destroyThatAtEndOfCombat()],
  }],
  delayed: [destroyAtEndOfCombat("Destroy the other creature at end of combat.")],
});
