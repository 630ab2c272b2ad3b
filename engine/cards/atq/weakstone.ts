// Weakstone: Attacking creatures get -1/-0.
import { card, anthem } from "../dsl";
export default card({
  name: "Weakstone",
  // Every player's attacking creatures (ruling 2004-10-04); layer 7c (CR 613.4c).
  statics: [anthem(-1, 0, { attacking: true })],
  ai: { bonus: 0.5 },
});
