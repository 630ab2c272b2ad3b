// Staff of Zegon: {3}, {T}: Target creature gets -2/-0 until end of turn.
import { card, ability, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Staff of Zegon",
  abilities: [ability("{3}, {T}: Target creature gets -2/-0 until end of turn.", tapCost("{3}"), [pump(-2, 0)], { targets: [targetCreature] })],
  ai: { bonus: 0.5, targets: "harmful" },
});
