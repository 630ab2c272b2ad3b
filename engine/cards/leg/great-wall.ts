// Great Wall: Creatures with plainswalk can be blocked as though they didn't have plainswalk.
import { card, grants } from "../dsl";
// CR 702.14: the creature keeps plainswalk, but it doesn't stop blocks (combat.ts landwalkTypes).
export default card({
  name: "Great Wall",
  statics: [grants({ types: ["Creature"], keywords: ["plainswalk"] }, ["can be blocked as though it didn't have plainswalk"])],
});
