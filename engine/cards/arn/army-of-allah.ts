// Army of Allah: Attacking creatures get +2/+0 until end of turn.
import { card, pump } from "../dsl";
export default card({
  name: "Army of Allah",
  // CR 611.2c: the creatures attacking as it resolves get the bonus until end of turn, even after combat.
  spell: { effect: [pump(2, 0, { all: { types: ["Creature"], attacking: true } }, "end_of_turn")] },
  ai: { trick: true, responseOnly: true },
});
