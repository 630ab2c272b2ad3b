// Infernal Medusa: Whenever this creature blocks a creature, destroy that creature at end of combat. / Whenever this creature becomes blocked by a non-Wall creature, destroy that creature at end of combat.
import { card, destroyAtEndOfCombat, destroyThatAtEndOfCombat } from "../dsl";
export default card({
  name: "Infernal Medusa",
  triggers: [
    // CR 509.3b: once for each creature it blocks, Walls included.
    { text: "Whenever this creature blocks a creature, destroy that creature at end of combat.", when: { on: "blocks", self: true, each: true }, effect: [destroyThatAtEndOfCombat()] },
    // CR 509.3d: once for each non-Wall creature blocking it.
    {
      text: "Whenever this creature becomes blocked by a non-Wall creature, destroy that creature at end of combat.",
      when: { on: "blocked", self: true, each: true, filter: { types: ["Creature"], notSubtypes: ["Wall"] } },
      effect: [destroyThatAtEndOfCombat()],
    },
  ],
  delayed: [destroyAtEndOfCombat()],
});
