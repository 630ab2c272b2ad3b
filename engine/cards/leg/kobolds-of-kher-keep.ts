// Kobolds of Kher Keep: 
import { card } from "../dsl";
export default card({
  name: "Kobolds of Kher Keep",
  // A vanilla creature: no rules text. (Taken from batch 5 so Rohgahh of Kher Keep's clauses can be played.)
});
