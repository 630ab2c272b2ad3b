// Pradesh Gypsies: {1}{G}, {T}: Target creature gets -2/-0 until end of turn.
import { card, ability, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Pradesh Gypsies",
  abilities: [ability("{1}{G}, {T}: Target creature gets -2/-0 until end of turn.", tapCost("{1}{G}"), [pump(-2, 0)], { targets: [targetCreature] })],
  ai: { targets: "harmful" },
});
