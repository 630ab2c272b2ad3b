// Island of Wak-Wak: {T}: Target creature with flying has base power 0 until end of turn.
import { card, ability, tapCost, target } from "../dsl";
import { basePt } from "../shared/animate";
export default card({
  name: "Island of Wak-Wak",
  abilities: [
    // CR 613.4b: sets base power only (ruling 2005-11-01). Not an Island (no land type, no mana ability).
    ability("{T}: Target creature with flying has base power 0 until end of turn.", tapCost(),
      [basePt("target", 0, undefined)], { targets: [target("creature with flying", { types: ["Creature"], keywords: ["flying"] })], ai: { targets: "harmful" } }),
  ],
});
