// Ironroot Treefolk: 
import { card, creature } from "../dsl";
export default card({
  name: "Ironroot Treefolk",
  // A vanilla creature: no rules text.
});
