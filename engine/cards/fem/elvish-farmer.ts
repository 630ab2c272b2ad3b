// Elvish Farmer: At the beginning of your upkeep, put a spore counter on this creature. / Remove three spore counters from this creature: Create a 1/1 green Saproling creature token. / Sacrifice a Saproling: You gain 2 life.
import { ability, card, gainLife } from "../dsl";
import { createToken, SAPROLING } from "../tokens";
import { removeThreeSpores, sporeUpkeep } from "../shared/spores";
export default card({
  name: "Elvish Farmer",
  tokens: [SAPROLING],
  triggers: [sporeUpkeep()],
  abilities: [
    removeThreeSpores("Remove three spore counters from this creature: Create a 1/1 green Saproling creature token.", [createToken(SAPROLING)]),
    ability("Sacrifice a Saproling: You gain 2 life.", { sacrifice: { filter: { subtypes: ["Saproling"] }, count: 1, text: "Sacrifice a Saproling" } },
      [gainLife(2)], { ai: { never: true } }),
  ],
});
