// Gosta Dirk: First strike / Creatures with islandwalk can be blocked as though they didn't have islandwalk.
import { card, grants } from "../dsl";

// CR 702.14: every creature with islandwalk, whoever controls it (as Deadfall and Crevasse).
export default card({
  name: "Gosta Dirk",
  keywords: ["first strike"],
  statics: [grants({ types: ["Creature"], keywords: ["islandwalk"] }, ["can be blocked as though it didn't have islandwalk"])],
});
