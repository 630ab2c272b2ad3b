// Sisters of the Flame: {T}: Add {R}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Sisters of the Flame",
  abilities: [manaAbility("{T}: Add {R}.", { fixed: "R" })],
  ai: { bonus: 1 },
});
