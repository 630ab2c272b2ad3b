// Merfolk of the Pearl Trident: 
import { card, creature } from "../dsl";
export default card({
  name: "Merfolk of the Pearl Trident",
  // A vanilla creature: no rules text.
});
