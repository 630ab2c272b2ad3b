// Scarwood Goblins: 
import { card } from "../dsl";
export default card({
  name: "Scarwood Goblins",
  // A vanilla creature: no rules text.
});
