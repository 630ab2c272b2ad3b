// Spore Flower: At the beginning of your upkeep, put a spore counter on this creature. / Remove three spore counters from this creature: Prevent all combat damage that would be dealt this turn.
import { card } from "../dsl";
import { preventAllCombatDamage } from "../shared/fog";
import { removeThreeSpores, sporeUpkeep } from "../shared/spores";
export default card({
  name: "Spore Flower",
  triggers: [sporeUpkeep()],
  abilities: [removeThreeSpores("Remove three spore counters from this creature: Prevent all combat damage that would be dealt this turn.", [preventAllCombatDamage], { ai: { trick: true } })],
});
