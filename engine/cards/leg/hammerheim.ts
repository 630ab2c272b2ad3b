// Hammerheim: {T}: Add {R}. / {T}: Target creature loses all landwalk abilities until end of turn.
import { card, ability, manaAbility, tapCost, targetCreature } from "../dsl";
import { loseKeywords } from "../shared/banding";

/** CR 702.14a: the landwalk abilities (a basic land type + "walk", and "legendary landwalk"). */
const LANDWALKS = ["plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk", "legendary landwalk"];

export default card({
  name: "Hammerheim",
  abilities: [
    manaAbility("{T}: Add {R}.", { fixed: "R" }),
    // CR 613.1f: removed in layer 6 until end of turn (CR 514.2); a later grant still wins (CR 613.7).
    ability("{T}: Target creature loses all landwalk abilities until end of turn.", tapCost(), [loseKeywords("target", LANDWALKS)], { targets: [targetCreature], ai: { targets: "harmful" } }),
  ],
});
