// Magnetic Mountain: Blue creatures don't untap during their controllers' untap steps. / At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {4} for each creature chosen this way. If the player does, untap those creatures.
import { card, doesntUntap } from "../dsl";
import type { Filter } from "../types";
import { upkeepPayToUntap } from "../shared/pay-to-untap";

const blueCreature: Filter = { types: ["Creature"], colors: ["U"] };

export default card({
  name: "Magnetic Mountain",
  untapRules: [doesntUntap(blueCreature)], // CR 502.3 (untap.ts)
  triggers: [upkeepPayToUntap(
    "At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {4} for each creature chosen this way. If the player does, untap those creatures.",
    blueCreature, (n) => `{${4 * n}}`)],
});
