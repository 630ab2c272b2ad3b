// Shield Wall: Creatures you control get +0/+2 until end of turn.
import { card, pump } from "../dsl";
export default card({
  name: "Shield Wall",
  // CR 611.2c: only the creatures you control as it resolves.
  spell: { effect: [pump(0, 2, { all: { types: ["Creature"], controller: "you" } }, "end_of_turn")] },
  ai: { trick: true, responseOnly: true },
});
