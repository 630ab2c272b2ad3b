// Earth Elemental: 
import { card } from "../dsl";
export default card({
  name: "Earth Elemental",
  // A vanilla creature: no rules text.
});
