// Craw Wurm: 
import { card, creature } from "../dsl";
export default card({
  name: "Craw Wurm",
  // A vanilla creature: no rules text.
});
