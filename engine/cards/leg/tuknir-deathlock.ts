// Tuknir Deathlock: Flying / {R}{G}, {T}: Target creature gets +2/+2 until end of turn.
import { card, ability, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Tuknir Deathlock",
  keywords: ["flying"],
  abilities: [ability("{R}{G}, {T}: Target creature gets +2/+2 until end of turn.", tapCost("{R}{G}"), [pump(2, 2)], { targets: [targetCreature], ai: { targets: "helpful", trick: true } })],
  ai: { bonus: 1 },
});
