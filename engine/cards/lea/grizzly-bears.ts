// Grizzly Bears: 
import { card, creature } from "../dsl";
export default card({
  name: "Grizzly Bears",
  // A vanilla creature: no rules text.
});
