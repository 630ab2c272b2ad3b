// The Tabernacle at Pendrell Vale: All creatures have "At the beginning of your upkeep, destroy this creature unless you pay {1}."
import { atUpkeep, card, creature, destroy, grantsAbilities } from "../dsl";
export default card({
  name: "The Tabernacle at Pendrell Vale",
  // CR 113.10, 613.1f: each creature has the triggered ability; "you" is that creature's controller.
  grants: { triggers: [atUpkeep("yours", "At the beginning of your upkeep, destroy this creature unless you pay {1}.", [{ do: "unlessPays", cost: "{1}", then: [destroy("self")] }])] },
  statics: [grantsAbilities(creature, ["#gt0"])],
  ai: { favours: "lands" }, // creatures cost {1} a turn each: worth it to the one with more lands
});
