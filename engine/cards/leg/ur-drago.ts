// Ur-Drago: First strike / Creatures with swampwalk can be blocked as though they didn't have swampwalk.
import { card, grants } from "../dsl";

// CR 702.14: every creature with swampwalk, whoever controls it (ruling 2004-10-04).
export default card({
  name: "Ur-Drago",
  keywords: ["first strike"],
  statics: [grants({ types: ["Creature"], keywords: ["swampwalk"] }, ["can be blocked as though it didn't have swampwalk"])],
});
