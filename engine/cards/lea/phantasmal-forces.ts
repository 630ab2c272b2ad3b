// Phantasmal Forces: Flying / At the beginning of your upkeep, sacrifice this creature unless you pay {U}.
import { card } from "../dsl";
import { upkeepOrSacrifice } from "../families";
export default card({
  name: "Phantasmal Forces",
  keywords: ["flying"],
  triggers: [upkeepOrSacrifice("{U}")],
});
