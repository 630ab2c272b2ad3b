// Fire Elemental: 
import { card } from "../dsl";
export default card({
  name: "Fire Elemental",
  // A vanilla creature: no rules text.
});
