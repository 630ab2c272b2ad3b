// Crevasse: Creatures with mountainwalk can be blocked as though they didn't have mountainwalk.
import { card, grants } from "../dsl";
export default card({
  name: "Crevasse",
  statics: [grants({ types: ["Creature"], keywords: ["mountainwalk"] }, ["can be blocked as though it didn't have mountainwalk"])],
});
