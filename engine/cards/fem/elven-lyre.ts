// Elven Lyre: {1}, {T}, Sacrifice this artifact: Target creature gets +2/+2 until end of turn.
import { card, ability, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Elven Lyre",
  abilities: [ability("{1}, {T}, Sacrifice this artifact: Target creature gets +2/+2 until end of turn.", tapCost("{1}", { sacrificeSelf: true }), [pump(2, 2)],
    { targets: [targetCreature], ai: { targets: "helpful", trick: true } })],
});
