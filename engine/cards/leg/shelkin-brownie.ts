// Shelkin Brownie: {T}: Target creature loses all "bands with other" abilities until end of turn.
import { ability, card, tapCost, targetCreature } from "../dsl";
import { loseKeywords } from "../shared/banding";
export default card({
  name: "Shelkin Brownie",
  abilities: [
    // CR 702.22b; ruling 2004-10-04: only "bands with other", not banding itself.
    ability("{T}: Target creature loses all \"bands with other\" abilities until end of turn.", tapCost(), [loseKeywords("target", ["bands with other"])], { targets: [targetCreature] }),
  ],
  ai: { targets: "harmful" },
});
