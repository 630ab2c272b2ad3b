// Karakas: {T}: Add {W}. / {T}: Return target legendary creature to its owner's hand.
import { ability, bounce, card, manaAbility, tapCost, target } from "../dsl";
// Legendary Land, subject to the legend rule (CR 704.5j); "legendary" is a supertype (CR 205.4d).
export default card({
  name: "Karakas",
  abilities: [
    manaAbility("{T}: Add {W}.", { fixed: "W" }),
    ability("{T}: Return target legendary creature to its owner's hand.", tapCost(), [bounce("target")], {
      targets: [target("target legendary creature", { types: ["Creature"], supertypes: ["Legendary"] })],
    }),
  ],
  ai: { targets: "harmful" },
});
