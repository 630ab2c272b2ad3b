// Mox Pearl: {T}: Add {W}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Mox Pearl",
  abilities: [manaAbility("{T}: Add {W}.", { fixed: "W" })],
  ai: { bonus: 2 },
});
