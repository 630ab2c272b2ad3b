// Lord Magnus: First strike / Creatures with plainswalk can be blocked as though they didn't have plainswalk. / Creatures with forestwalk can be blocked as though they didn't have forestwalk.
import { card, grants } from "../dsl";
export default card({
  name: "Lord Magnus",
  keywords: ["first strike"],
  // CR 702.14: the creatures keep their landwalk; only its evasion is ignored (both sides' creatures).
  statics: [
    grants({ types: ["Creature"], keywords: ["plainswalk"] }, ["can be blocked as though it didn't have plainswalk"]),
    grants({ types: ["Creature"], keywords: ["forestwalk"] }, ["can be blocked as though it didn't have forestwalk"]),
  ],
});
