// Crimson Kobolds: 
import { card } from "../dsl";
export default card({
  name: "Crimson Kobolds",
  // A vanilla creature: no rules text.
});
