// Palladia-Mors: Flying, trample / At the beginning of your upkeep, sacrifice Palladia-Mors unless you pay {R}{G}{W}.
import { card } from "../dsl";
import { upkeepOrSacrifice } from "../families";

export default card({
  name: "Palladia-Mors",
  keywords: ["flying", "trample"],
  triggers: [{ ...upkeepOrSacrifice("{R}{G}{W}"), text: "At the beginning of your upkeep, sacrifice Palladia-Mors unless you pay {R}{G}{W}." }],
  ai: { bonus: -1 },
});
