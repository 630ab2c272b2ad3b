// Giant Growth: Target creature gets +3/+3 until end of turn.
import { card, pump, targetCreature } from "../dsl";
export default card({
  name: "Giant Growth",
  spell: { targets: [targetCreature], effect: [pump(3, 3)] },
  ai: { trick: true, value: 1.4 },
});
