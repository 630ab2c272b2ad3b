// Circle of Protection: Artifacts: {2}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Circle of Protection: Artifacts",
  abilities: [circleOfProtection({ types: ["Artifact"] }, "artifact", "{2}")],
  ai: { bonus: 2 },
});
