// Raging Bull: 
import { card } from "../dsl";
export default card({
  name: "Raging Bull",
  // A vanilla creature: no rules text.
});
