// Wyluli Wolf: {T}: Target creature gets +1/+1 until end of turn.
import { ability, card, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Wyluli Wolf",
  abilities: [ability("{T}: Target creature gets +1/+1 until end of turn.", tapCost(), [pump(1, 1)], { targets: [targetCreature] })],
});
