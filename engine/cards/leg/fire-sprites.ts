// Fire Sprites: Flying / {G}, {T}: Add {R}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Fire Sprites",
  keywords: ["flying"],
  abilities: [manaAbility("{G}, {T}: Add {R}.", { fixed: "R" }, { tap: true, mana: "{G}" })],
});
