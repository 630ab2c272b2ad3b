// Hill Giant: 
import { card, creature } from "../dsl";
export default card({
  name: "Hill Giant",
  // A vanilla creature: no rules text.
});
