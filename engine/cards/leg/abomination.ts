// Abomination: Whenever this creature blocks or becomes blocked by a green or white creature, destroy that creature at end of combat.
import { card, destroyAtEndOfCombat, destroyThatAtEndOfCombat } from "../dsl";
export default card({
  name: "Abomination",
  // CR 509.3f (ruling 2004-10-04): the other creature's color is checked only as the block is declared.
  triggers: [{
    text: "Whenever this creature blocks or becomes blocked by a green or white creature, destroy that creature at end of combat.",
    when: { on: "blocks_or_blocked", self: true, filter: { types: ["Creature"], colors: ["G", "W"] } },
    effect: [destroyThatAtEndOfCombat()],
  }],
  delayed: [destroyAtEndOfCombat()],
});
