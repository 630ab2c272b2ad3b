// Chromium: Flying / Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.) / At the beginning of your upkeep, sacrifice Chromium unless you pay {W}{U}{B}.
import { atUpkeep, card, sacrifice } from "../dsl";
export default card({
  name: "Chromium",
  keywords: ["flying", "rampage 2"],
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, sacrifice Chromium unless you pay {W}{U}{B}.", [{ do: "unlessPays", cost: "{W}{U}{B}", then: [sacrifice("self")] }])],
});
