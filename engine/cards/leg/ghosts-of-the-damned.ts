// Ghosts of the Damned: {T}: Target creature gets -1/-0 until end of turn.
import { card, ability, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Ghosts of the Damned",
  abilities: [ability("{T}: Target creature gets -1/-0 until end of turn.", tapCost(), [pump(-1, 0)], { targets: [targetCreature] })],
  ai: { targets: "harmful", bonus: 0.5 },
});
