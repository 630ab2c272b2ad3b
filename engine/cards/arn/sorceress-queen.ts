// Sorceress Queen: {T}: Target creature other than this creature has base power and toughness 0/2 until end of turn.
import { card, ability, tapCost, target } from "../dsl";
import { basePt } from "../shared/animate";
export default card({
  name: "Sorceress Queen",
  abilities: [
    // CR 613.4b: sets base power and toughness (layer 7b); pumps and counters still apply on top.
    ability("{T}: Target creature other than this creature has base power and toughness 0/2 until end of turn.", tapCost(),
      [basePt("target", 0, 2)], { targets: [target("creature other than this creature", { types: ["Creature"], other: true })], ai: { targets: "harmful" } }),
  ],
});
