// Basal Thrull: {T}, Sacrifice this creature: Add {B}{B}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Basal Thrull",
  // A mana ability (CR 605.1a): no stack; {T} needs it free of summoning sickness (CR 302.6).
  abilities: [manaAbility("{T}, Sacrifice this creature: Add {B}{B}.", { fixed: "BB" }, { tap: true, sacrificeSelf: true })],
});
