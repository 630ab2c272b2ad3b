// Forethought Amulet: At the beginning of your upkeep, sacrifice this artifact unless you pay {3}. / If an instant or sorcery source would deal 3 or more damage to you, it deals 2 damage to you instead.
import { card } from "../dsl";
import { upkeepOrSacrifice } from "../families";
export default card({
  name: "Forethought Amulet",
  triggers: [{ ...upkeepOrSacrifice("{3}"), text: "At the beginning of your upkeep, sacrifice this artifact unless you pay {3}." }],
  // CR 614.1a; ruling: damage of 2 or 1 is unchanged.
  damageReplacements: [{ cap: { atLeast: 3, becomes: 2 }, to: "you", from: { types: ["Instant", "Sorcery"] } }],
});
