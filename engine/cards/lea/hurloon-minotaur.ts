// Hurloon Minotaur: 
import { card } from "../dsl";
export default card({
  name: "Hurloon Minotaur",
  // A vanilla creature: no rules text.
});
