// Tawnos's Wand: {2}, {T}: Target creature with power 2 or less can't be blocked this turn.
import { card, ability, creature, tapCost, target } from "../dsl";
export default card({
  name: "Tawnos's Wand",
  abilities: [
    // As Dwarven Warriors: the power matters only for targeting (CR 115, 608.2b).
    ability("{2}, {T}: Target creature with power 2 or less can't be blocked this turn.", tapCost("{2}"),
      [{ do: "grant", what: "target", keywords: ["can't be blocked"], until: "end_of_turn" }],
      { targets: [target("target creature with power 2 or less", { ...creature, power: { lte: 2 } })], ai: { targets: "helpful" } }),
  ],
});
