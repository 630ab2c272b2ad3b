// Mishra's Factory: {T}: Add {C}. / {1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land. / {T}: Target Assembly-Worker creature gets +1/+1 until end of turn.
import { card, ability, manaAbility, pump, tapCost, target } from "../dsl";
import { becomesArtifactCreature } from "../shared/animate";
export default card({
  name: "Mishra's Factory",
  abilities: [
    manaAbility("{T}: Add {C}.", { fixed: "C" }),
    // CR 205.1b: "still a land": it keeps its card types (and its mana ability); 302.6 applies once it is a creature.
    ability("{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.", { mana: "{1}" },
      [becomesArtifactCreature("self", 2, 2, "end_of_turn", ["Assembly-Worker"])]),
    ability("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.", tapCost(), [pump(1, 1)],
      { targets: [target("Assembly-Worker creature", { types: ["Creature"], subtypes: ["Assembly-Worker"] })], ai: { targets: "helpful", trick: true } }),
  ],
});
