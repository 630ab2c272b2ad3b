// Morale: Attacking creatures get +1/+1 until end of turn.
import { card, pump } from "../dsl";
export default card({
  name: "Morale",
  // CR 611.2c: the creatures attacking as it resolves get the bonus until end of turn.
  spell: { effect: [pump(1, 1, { all: { types: ["Creature"], attacking: true } }, "end_of_turn")] },
  ai: { trick: true, responseOnly: true },
});
