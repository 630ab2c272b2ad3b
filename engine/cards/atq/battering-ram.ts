// Battering Ram: At the beginning of combat on your turn, this creature gains banding until end of combat. / Whenever this creature becomes blocked by a Wall, destroy that Wall at end of combat.
import { card, destroyAtEndOfCombat, destroyThatAtEndOfCombat } from "../dsl";
export default card({
  name: "Battering Ram",
  triggers: [
    {
      text: "At the beginning of combat on your turn, this creature gains banding until end of combat.",
      when: { on: "step", step: "beginning_of_combat", whose: "yours" },
      effect: [{ do: "grant", what: "self", keywords: ["banding"], until: "end_of_combat" }], // CR 702.22, 511.3
    },
    {
      // CR 509.3d: once for each Wall blocking it (a Wall blocking its band blocks it too, 702.22h).
      text: "Whenever this creature becomes blocked by a Wall, destroy that Wall at end of combat.",
      when: { on: "blocked", self: true, each: true, filter: { types: ["Creature"], subtypes: ["Wall"] } },
      effect: [destroyThatAtEndOfCombat()],
    },
  ],
  delayed: [destroyAtEndOfCombat("Destroy that Wall at end of combat.")],
});
