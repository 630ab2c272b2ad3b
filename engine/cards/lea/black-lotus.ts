// Black Lotus: {T}, Sacrifice this artifact: Add three mana of any one color.
import { card, manaAbility, tap } from "../dsl";
export default card({
  name: "Black Lotus",
  abilities: [manaAbility("{T}, Sacrifice this artifact: Add three mana of any one color.", { anyColor: 3 }, { tap: true, sacrificeSelf: true })],
  ai: { bonus: 1.5 },
});
