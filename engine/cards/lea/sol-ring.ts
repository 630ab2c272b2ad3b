// Sol Ring: {T}: Add {C}{C}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Sol Ring",
  abilities: [manaAbility("{T}: Add {C}{C}.", { fixed: "CC" })],
  ai: { bonus: 2.5 },
});
