// Pendelhaven: {T}: Add {G}. / {T}: Target 1/1 creature gets +1/+2 until end of turn.
import { ability, card, manaAbility, pump, tapCost, target } from "../dsl";
// Legendary Land, subject to the legend rule (CR 704.5j).
export default card({
  name: "Pendelhaven",
  abilities: [
    manaAbility("{T}: Add {G}.", { fixed: "G" }),
    // Ruling 2004-10-04: being 1/1 is a targeting requirement, checked as the ability is activated
    // and again as it resolves (CR 608.2b); current power and toughness (CR 208.3).
    ability("{T}: Target 1/1 creature gets +1/+2 until end of turn.", tapCost(), [pump(1, 2)], {
      targets: [target("target 1/1 creature", { types: ["Creature"], power: { eq: 1 }, where: (_g, _o, c) => c.toughness === 1 })],
    }),
  ],
  ai: { targets: "helpful" },
});
