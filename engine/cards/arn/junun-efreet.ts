// Junún Efreet: Flying / At the beginning of your upkeep, sacrifice this creature unless you pay {B}{B}.
import { card } from "../dsl";
import { upkeepOrSacrifice } from "../families";
export default card({
  name: "Junún Efreet",
  keywords: ["flying"],
  triggers: [upkeepOrSacrifice("{B}{B}")],
});
