// Pearled Unicorn: 
import { card, creature } from "../dsl";
export default card({
  name: "Pearled Unicorn",
  // A vanilla creature: no rules text.
});
