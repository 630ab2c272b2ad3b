// Quagmire: Creatures with swampwalk can be blocked as though they didn't have swampwalk.
import { card, grants } from "../dsl";
export default card({
  name: "Quagmire",
  // CR 702.14: the creature keeps swampwalk (it still counts as having it); only its evasion is ignored.
  statics: [grants({ types: ["Creature"], keywords: ["swampwalk"] }, ["can be blocked as though it didn't have swampwalk"])],
});
