// Piety: Blocking creatures get +0/+3 until end of turn.
import { card, pump } from "../dsl";
export default card({
  name: "Piety",
  // CR 611.2c: the creatures blocking as it resolves get the bonus until end of turn.
  spell: { effect: [pump(0, 3, { all: { types: ["Creature"], blocking: true } }, "end_of_turn")] },
  ai: { trick: true, responseOnly: true },
});
