// Mox Emerald: {T}: Add {G}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Mox Emerald",
  abilities: [manaAbility("{T}: Add {G}.", { fixed: "G" })],
  ai: { bonus: 2 },
});
