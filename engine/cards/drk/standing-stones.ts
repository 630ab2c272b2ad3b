// Standing Stones: {1}, {T}, Pay 1 life: Add one mana of any color.
import { card, manaAbility, tapCost } from "../dsl";
export default card({
  name: "Standing Stones",
  // CR 605.1a: a mana ability even with {1} and life in its cost; CR 119.4: paying life.
  abilities: [manaAbility("{1}, {T}, Pay 1 life: Add one mana of any color.", { anyColor: 1 }, tapCost("{1}", { life: 1 }))],
});
