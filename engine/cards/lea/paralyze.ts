// Paralyze: Enchant creature / When this Aura enters, tap enchanted creature. / Enchanted creature doesn't untap during its controller's untap step. / At the beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If the player does, untap the creature.
import { card, doesntUntap, enchantCreature, tap, untap } from "../dsl";
export default card({
  name: "Paralyze",
  enchant: enchantCreature, // may enchant a creature that is already tapped (ruling 2004-10-04)
  triggers: [
    { text: "When this Aura enters, tap enchanted creature.", when: { on: "enters", self: true }, effect: [tap("enchanted")] },
    {
      // Paralyze's own trigger, not granted to the creature (ruling 2007-09-16); paying is optional
      // (ruling 2004-10-04): a pay-or-not decision of that player (CR 118.12).
      text: "At the beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If the player does, untap the creature.",
      when: { on: "step", step: "upkeep", whose: "enchanted_controller" },
      effect: [{ do: "ifPays", who: "that_player", cost: "{4}", then: [untap("enchanted")] }],
    },
  ],
  untapRules: [doesntUntap("enchanted")], // CR 502.3 (untap.ts)
  ai: { targets: "harmful" },
});
