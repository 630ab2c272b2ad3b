// Durkwood Boars: 
import { card } from "../dsl";
export default card({
  name: "Durkwood Boars",
  // A vanilla creature: no rules text.
});
