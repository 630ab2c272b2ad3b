// Island Fish Jasconius: This creature doesn't untap during your untap step. / At the beginning of your upkeep, you may pay {U}{U}{U}. If you do, untap this creature. / This creature can't attack unless defending player controls an Island. / When you control no Islands, sacrifice this creature.
import { card, atUpkeep, DOESNT_UNTAP, untap } from "../dsl";
import { attacksOnlyIslandOwners, noIslandsSacrifice } from "../shared/island-creatures";
export default card({
  name: "Island Fish Jasconius",
  keywords: [DOESNT_UNTAP, attacksOnlyIslandOwners], // CR 502.3 (untap.ts); CR 508.1c
  triggers: [
    // Triggers once each upkeep (ruling 2006-05-01); "you may pay {U}{U}{U}. If you do" (CR 118.12).
    atUpkeep("yours", "At the beginning of your upkeep, you may pay {U}{U}{U}. If you do, untap this creature.", [
      { do: "ifPays", cost: "{U}{U}{U}", then: [untap("self")] },
    ]),
    noIslandsSacrifice, // CR 603.8: a state trigger
  ],
});
