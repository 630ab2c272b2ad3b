// Crusade: White creatures get +1/+1.
import { card, anthem } from "../dsl";
export default card({
  name: "Crusade",
  statics: [anthem(1, 1, { colors: ["W"] })],
  ai: { bonus: 1 },
});
