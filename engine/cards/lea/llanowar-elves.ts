// Llanowar Elves: {T}: Add {G}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Llanowar Elves",
  abilities: [manaAbility("{T}: Add {G}.", { fixed: "G" })],
  ai: { bonus: 1 },
});
