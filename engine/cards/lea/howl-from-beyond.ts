// Howl from Beyond: Target creature gets +X/+0 until end of turn.
import { card, pump, targetCreature } from "../dsl";
export default card({
  name: "Howl from Beyond",
  spell: { targets: [targetCreature], effect: [pump("X", 0)] },
  ai: { targets: "helpful", trick: true },
});
