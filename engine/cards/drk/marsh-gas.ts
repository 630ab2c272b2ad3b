// Marsh Gas: All creatures get -2/-0 until end of turn.
import { card, creature, pump } from "../dsl";
export default card({
  name: "Marsh Gas",
  // CR 611.2c: only the creatures on the battlefield as it resolves are affected.
  spell: { effect: [pump(-2, 0, { all: creature }, "end_of_turn")] },
  ai: { responseOnly: true },
});
