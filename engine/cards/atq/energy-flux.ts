// Energy Flux: All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless you pay {2}."
import { artifact, atUpkeep, card, grantsAbilities, sacrifice } from "../dsl";
export default card({
  name: "Energy Flux",
  // CR 113.10, 613.1f: each artifact has the triggered ability; "you" is that artifact's controller.
  grants: { triggers: [atUpkeep("yours", "At the beginning of your upkeep, sacrifice this artifact unless you pay {2}.", [{ do: "unlessPays", cost: "{2}", then: [sacrifice("self")] }])] },
  statics: [grantsAbilities(artifact, ["#gt0"])],
  ai: { bonus: 0.5 },
});
