// Deadfall: Creatures with forestwalk can be blocked as though they didn't have forestwalk.
import { card, grants } from "../dsl";
export default card({
  name: "Deadfall",
  statics: [grants({ types: ["Creature"], keywords: ["forestwalk"] }, ["can be blocked as though it didn't have forestwalk"])],
});
