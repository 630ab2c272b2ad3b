// Bad Moon: Black creatures get +1/+1.
import { card, anthem } from "../dsl";
export default card({
  name: "Bad Moon",
  statics: [anthem(1, 1, { colors: ["B"] })],
  ai: { bonus: 1 },
});
