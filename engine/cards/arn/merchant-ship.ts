// Merchant Ship: This creature can't attack unless defending player controls an Island. / Whenever this creature attacks and isn't blocked, you gain 2 life. / When you control no Islands, sacrifice this creature.
import { card, gainLife } from "../dsl";
import { attacksOnlyIslandOwners, noIslandsSacrifice } from "../shared/island-creatures";
export default card({
  name: "Merchant Ship",
  keywords: [attacksOnlyIslandOwners],
  triggers: [
    { text: "Whenever this creature attacks and isn't blocked, you gain 2 life.", when: { on: "unblocked", self: true }, effect: [gainLife(2)] }, // CR 509.3g
    noIslandsSacrifice,
  ],
});
