// Thelon's Curse: Blue creatures don't untap during their controllers' untap steps. / At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {U} for each creature chosen this way. If the player does, untap those creatures.
import { card, doesntUntap } from "../dsl";
import type { Filter } from "../types";
import { upkeepPayToUntap } from "../shared/pay-to-untap";

const blueCreature: Filter = { types: ["Creature"], colors: ["U"] };

export default card({
  name: "Thelon's Curse",
  untapRules: [doesntUntap(blueCreature)], // CR 502.3 (untap.ts)
  triggers: [upkeepPayToUntap(
    "At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {U} for each creature chosen this way. If the player does, untap those creatures.",
    blueCreature, (n) => "{U}".repeat(n))],
  ai: { favours: "fewerBlue" }, // it ties down blue creatures: worth it to the side with fewer of them
});
