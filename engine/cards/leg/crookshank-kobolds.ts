// Crookshank Kobolds: 
import { card } from "../dsl";
export default card({
  name: "Crookshank Kobolds",
  // A vanilla creature: no rules text.
});
