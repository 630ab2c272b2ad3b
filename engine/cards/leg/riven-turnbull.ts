// Riven Turnbull: {T}: Add {B}.
import { card, manaAbility } from "../dsl";
// Legendary Creature, subject to the legend rule (CR 704.5j); summoning sickness applies to the {T} ability (CR 302.6).
export default card({
  name: "Riven Turnbull",
  abilities: [manaAbility("{T}: Add {B}.", { fixed: "B" })],
});
