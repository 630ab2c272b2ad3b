// Holy Light: Nonwhite creatures get -1/-1 until end of turn.
import { card, creature, pump } from "../dsl";
export default card({
  name: "Holy Light",
  // CR 611.2c: the nonwhite creatures on the battlefield as it resolves; CR 105.2 "nonwhite".
  spell: { effect: [pump(-1, -1, { all: { ...creature, notColors: ["W"] } }, "end_of_turn")] },
});
