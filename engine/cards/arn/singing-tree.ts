// Singing Tree: {T}: Target attacking creature has base power 0 until end of turn.
import { card, ability, tapCost, target } from "../dsl";
import { basePt } from "../shared/animate";
export default card({
  name: "Singing Tree",
  abilities: [
    // CR 613.4b: sets base power only (ruling 2009-10-01: later +X/+0 effects still apply).
    ability("{T}: Target attacking creature has base power 0 until end of turn.", tapCost(),
      [basePt("target", 0, undefined)], { targets: [target("attacking creature", { types: ["Creature"], attacking: true })], ai: { targets: "harmful" } }),
  ],
});
