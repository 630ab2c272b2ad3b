// Implements of Sacrifice: {1}, {T}, Sacrifice this artifact: Add two mana of any one color.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Implements of Sacrifice",
  // A mana ability (CR 605.1a): two mana of one color chosen as it resolves (CR 106.1b).
  abilities: [manaAbility("{1}, {T}, Sacrifice this artifact: Add two mana of any one color.", { anyColor: 2 }, { mana: "{1}", tap: true, sacrificeSelf: true })],
});
