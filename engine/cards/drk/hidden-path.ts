// Hidden Path: Green creatures have forestwalk. (They can't be blocked as long as defending player controls a Forest.)
import { card, grants } from "../dsl";

// CR 702.14: every green creature, whoever controls it.
export default card({
  name: "Hidden Path",
  statics: [grants({ types: ["Creature"], colors: ["G"] }, ["forestwalk"])],
  // Every green creature, both players'.
  ai: { bonus: 1 },
});
