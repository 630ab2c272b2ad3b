// Word of Binding: Tap X target creatures.
import { card, targetCreature } from "../dsl";

export default card({
  name: "Word of Binding",
  spell: {
    // X target creatures (CR 601.2c, 115.3: distinct); X may be 0.
    xTargets: targetCreature,
    effect: [{ do: "tap", what: "targets" }],
  },
  ai: { targets: "harmful", value: 1 },
});
