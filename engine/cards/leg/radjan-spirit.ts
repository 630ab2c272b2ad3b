// Radjan Spirit: {T}: Target creature loses flying until end of turn.
import { ability, card, tapCost, targetCreature } from "../dsl";
import { loseKeywords } from "../shared/banding";
export default card({
  name: "Radjan Spirit",
  abilities: [
    // Layer 6 (CR 613.1f). Ruling 2004-10-04: may target a creature without flying (no effect).
    ability("{T}: Target creature loses flying until end of turn.", tapCost(), [loseKeywords("target", ["flying"])], { targets: [targetCreature] }),
  ],
  ai: { targets: "harmful" },
});
