// Hell Swarm: All creatures get -1/-0 until end of turn.
import { card, creature, pump } from "../dsl";
export default card({
  name: "Hell Swarm",
  // CR 611.2c: only the creatures on the battlefield as it resolves are affected.
  spell: { effect: [pump(-1, 0, { all: creature }, "end_of_turn")] },
  ai: { responseOnly: true },
});
