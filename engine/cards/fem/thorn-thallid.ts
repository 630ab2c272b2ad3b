// Thorn Thallid: At the beginning of your upkeep, put a spore counter on this creature. / Remove three spore counters from this creature: It deals 1 damage to any target.
import { anyTarget, card, damage } from "../dsl";
import { removeThreeSpores, sporeUpkeep } from "../shared/spores";
export default card({
  name: "Thorn Thallid",
  triggers: [sporeUpkeep()],
  abilities: [removeThreeSpores("Remove three spore counters from this creature: It deals 1 damage to any target.", [damage(1, "target")], { targets: [anyTarget] })],
});
