// Thicket Basilisk: Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.
import { card, destroyAtEndOfCombat, destroyThatAtEndOfCombat } from "../dsl";
export default card({
  name: "Thicket Basilisk",
  // CR 509.3d, 509.3f: once per non-Wall creature it blocks or that blocks it, judged as blockers are declared.
  triggers: [{
    text: "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.",
    when: { on: "blocks_or_blocked", self: true, filter: { types: ["Creature"], notSubtypes: ["Wall"] } },
    effect: [destroyThatAtEndOfCombat()],
  }],
  delayed: [destroyAtEndOfCombat()],
});
