// Mox Sapphire: {T}: Add {U}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Mox Sapphire",
  abilities: [manaAbility("{T}: Add {U}.", { fixed: "U" })],
  ai: { bonus: 2 },
});
