// Feral Thallid: At the beginning of your upkeep, put a spore counter on this creature. / Remove three spore counters from this creature: Regenerate this creature.
import { card, regenerate } from "../dsl";
import { removeThreeSpores, sporeUpkeep } from "../shared/spores";
export default card({
  name: "Feral Thallid",
  triggers: [sporeUpkeep()],
  abilities: [removeThreeSpores("Remove three spore counters from this creature: Regenerate this creature.", [regenerate("self")])],
});
