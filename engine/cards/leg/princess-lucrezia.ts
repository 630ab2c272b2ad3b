// Princess Lucrezia: {T}: Add {U}.
import { card, manaAbility } from "../dsl";
// Legendary Creature, subject to the legend rule (CR 704.5j); summoning sickness applies to the {T} ability (CR 302.6).
export default card({
  name: "Princess Lucrezia",
  abilities: [manaAbility("{T}: Add {U}.", { fixed: "U" })],
});
