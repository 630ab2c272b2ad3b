// Savannah Lions: 
import { card, creature } from "../dsl";
export default card({
  name: "Savannah Lions",
  // A vanilla creature: no rules text.
});
