// Sunken City: At the beginning of your upkeep, sacrifice this enchantment unless you pay {U}{U}. / Blue creatures get +1/+1.
import { card, anthem } from "../dsl";
import { upkeepOrSacrifice } from "../families";
export default card({
  name: "Sunken City",
  triggers: [upkeepOrSacrifice("{U}{U}")],
  statics: [anthem(1, 1, { types: ["Creature"], colors: ["U"] })],
});
