// Headless Horseman: 
import { card } from "../dsl";
export default card({
  name: "Headless Horseman",
  // A vanilla creature: no rules text.
});
