// Brass Man: This creature doesn't untap during your untap step. / At the beginning of your upkeep, you may pay {1}. If you do, untap this creature.
import { card, atUpkeep, DOESNT_UNTAP, untap } from "../dsl";
export default card({
  name: "Brass Man",
  keywords: [DOESNT_UNTAP], // CR 502.3 (untap.ts)
  triggers: [
    // Triggers once each upkeep (ruling 2006-05-01); "you may pay {1}. If you do" (CR 118.12).
    atUpkeep("yours", "At the beginning of your upkeep, you may pay {1}. If you do, untap this creature.", [
      { do: "ifPays", cost: "{1}", then: [untap("self")] },
    ]),
  ],
});
