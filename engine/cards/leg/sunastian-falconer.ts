// Sunastian Falconer: {T}: Add {C}{C}.
import { card, manaAbility } from "../dsl";
// Legendary Creature, subject to the legend rule (CR 704.5j); summoning sickness applies to the {T} ability (CR 302.6).
export default card({
  name: "Sunastian Falconer",
  abilities: [manaAbility("{T}: Add {C}{C}.", { fixed: "CC" })],
});
