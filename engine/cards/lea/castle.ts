// Castle: Untapped creatures you control get +0/+2.
import { card, anthem } from "../dsl";
export default card({
  name: "Castle",
  statics: [anthem(0, 2, { tapped: false, controller: "you" })],
  ai: { bonus: 1 },
});
