// Mishra's Workshop: {T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Mishra's Workshop",
  // CR 106.6: the restriction stays with the mana in the pool (rulings: additional costs of the
  // artifact spell may be paid with it; costs imposed after it is cast may not).
  abilities: [manaAbility("{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.", { fixed: "CCC", spendOnly: { spellTypes: ["Artifact"] } })],
});
