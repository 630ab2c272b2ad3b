// Thallid: At the beginning of your upkeep, put a spore counter on this creature. / Remove three spore counters from this creature: Create a 1/1 green Saproling creature token.
import { card } from "../dsl";
import { createToken, SAPROLING } from "../tokens";
import { removeThreeSpores, sporeUpkeep } from "../shared/spores";
export default card({
  name: "Thallid",
  tokens: [SAPROLING],
  triggers: [sporeUpkeep()],
  abilities: [removeThreeSpores("Remove three spore counters from this creature: Create a 1/1 green Saproling creature token.", [createToken(SAPROLING)])],
});
