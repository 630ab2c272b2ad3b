// Concordant Crossroads: All creatures have haste.
import { card, grants } from "../dsl";

// CR 702.10: every creature, whoever controls it (ruling 2009-10-01). World rule: CR 704.5k.
export default card({
  name: "Concordant Crossroads",
  statics: [grants({ types: ["Creature"] }, ["haste"])],
  // Symmetric: every creature has haste.
  ai: { bonus: 0.4 },
});
