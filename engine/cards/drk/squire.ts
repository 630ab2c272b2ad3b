// Squire: 
import { card } from "../dsl";
export default card({
  name: "Squire",
  // A vanilla creature: no rules text.
});
