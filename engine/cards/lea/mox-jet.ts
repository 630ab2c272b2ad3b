// Mox Jet: {T}: Add {B}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Mox Jet",
  abilities: [manaAbility("{T}: Add {B}.", { fixed: "B" })],
  ai: { bonus: 2 },
});
