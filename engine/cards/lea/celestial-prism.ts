// Celestial Prism: {2}, {T}: Add one mana of any color.
import { card, manaAbility, tapCost } from "../dsl";
export default card({
  name: "Celestial Prism",
  // CR 605.1a: a mana ability even with a mana cost; CR 605.3a: that cost is paid from the pool.
  abilities: [manaAbility("{2}, {T}: Add one mana of any color.", { anyColor: 1 }, tapCost("{2}"))],
  ai: { bonus: 0.5 },
});
