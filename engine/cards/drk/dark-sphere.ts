// Dark Sphere: {T}, Sacrifice this artifact: The next time a source of your choice would deal damage to you this turn, prevent half that damage, rounded down.
import { ability, card, tapCost } from "../dsl";
import { preventFromChosenSource } from "../families";
export default card({
  name: "Dark Sphere",
  abilities: [
    ability("{T}, Sacrifice this artifact: The next time a source of your choice would deal damage to you this turn, prevent half that damage, rounded down.", tapCost(undefined, { sacrificeSelf: true }), [
      // Ruling: two of these apply one after the other (5 damage: 2 prevented, then 1).
      preventFromChosenSource(undefined, "a", { reduce: "half_down" }),
    ]),
  ],
  ai: { bonus: 0.5 },
});
