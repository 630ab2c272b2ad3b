// Keepers of the Faith: 
import { card } from "../dsl";
export default card({
  name: "Keepers of the Faith",
  // A vanilla creature: no rules text.
});
