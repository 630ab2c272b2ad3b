// Undertow: Creatures with islandwalk can be blocked as though they didn't have islandwalk.
import { card, grants } from "../dsl";
export default card({
  name: "Undertow",
  // CR 702.14: the creature keeps islandwalk (it still counts as having it); only its evasion is ignored.
  statics: [grants({ types: ["Creature"], keywords: ["islandwalk"] }, ["can be blocked as though it didn't have islandwalk"])],
});
