// Mox Ruby: {T}: Add {R}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Mox Ruby",
  abilities: [manaAbility("{T}: Add {R}.", { fixed: "R" })],
  ai: { bonus: 2 },
});
