// Argivian Blacksmith: {T}: Prevent the next 2 damage that would be dealt to target artifact creature this turn.
import { ability, card, prevent, tapCost, target } from "../dsl";
export default card({
  name: "Argivian Blacksmith",
  // CR 615.7: a prevention shield on the creature for the next 2 damage, lasting this turn.
  abilities: [
    ability("{T}: Prevent the next 2 damage that would be dealt to target artifact creature this turn.", tapCost(), [prevent(2)], {
      targets: [target("target artifact creature", { allTypes: ["Artifact", "Creature"] })],
    }),
  ],
});
