// Obsianus Golem: 
import { card } from "../dsl";
export default card({
  name: "Obsianus Golem",
  // A vanilla creature: no rules text.
});
