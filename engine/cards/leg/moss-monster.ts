// Moss Monster: 
import { card } from "../dsl";
export default card({
  name: "Moss Monster",
  // A vanilla creature: no rules text.
});
