// Water Elemental: 
import { card } from "../dsl";
export default card({
  name: "Water Elemental",
  // A vanilla creature: no rules text.
});
