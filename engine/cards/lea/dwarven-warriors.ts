// Dwarven Warriors: {T}: Target creature with power 2 or less can't be blocked this turn.
import { card, ability, creature, tapCost, target } from "../dsl";
export default card({
  name: "Dwarven Warriors",
  abilities: [
    // The power matters only for targeting: once it resolves, the creature can't be blocked this turn
    // whatever its power becomes (ruling 2004-10-04); an already blocked creature stays blocked (CR 509.1h).
    ability("{T}: Target creature with power 2 or less can't be blocked this turn.", tapCost(),
      [{ do: "grant", what: "target", keywords: ["can't be blocked"], until: "end_of_turn" }],
      { targets: [target("target creature with power 2 or less", { ...creature, power: { lte: 2 } })], ai: { targets: "helpful" } }),
  ],
});
