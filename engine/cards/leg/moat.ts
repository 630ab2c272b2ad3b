// Moat: Creatures without flying can't attack.
import { card, grants } from "../dsl";
// CR 508.1c: a restriction on attacking, for every creature without flying (layer 6, so a creature
// that gains flying later is judged with it: CR 613.8 dependency).
export default card({
  name: "Moat",
  statics: [grants({ types: ["Creature"], notKeywords: ["flying"] }, ["can't attack"])],
});
