// Birds of Paradise: Flying / {T}: Add one mana of any color.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Birds of Paradise",
  keywords: ["flying"],
  abilities: [manaAbility("{T}: Add one mana of any color.", { anyColor: 1 })],
  ai: { bonus: 1.5 },
});
