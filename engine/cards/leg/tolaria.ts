// Tolaria: {T}: Add {U}. / {T}: Target creature loses banding and all "bands with other" abilities until end of turn. Activate only during any upkeep step.
import { ability, card, manaAbility, tapCost, targetCreature } from "../dsl";
import { loseKeywords } from "../shared/banding";
export default card({
  name: "Tolaria",
  abilities: [
    manaAbility("{T}: Add {U}.", { fixed: "U" }),
    // CR 702.22b: losing banding loses every "bands with other" ability too.
    ability("{T}: Target creature loses banding and all \"bands with other\" abilities until end of turn. Activate only during any upkeep step.", tapCost(),
      [loseKeywords("target", ["banding", "bands with other"])], { targets: [targetCreature], timing: "upkeep" }),
  ],
  ai: { targets: "harmful" },
});
