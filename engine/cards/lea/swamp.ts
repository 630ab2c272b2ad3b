// Swamp: ({T}: Add {B}.)
import { card, land } from "../dsl";
export default card({
  name: "Swamp",
  // CR 305.6: its mana abilities come from its basic land types.
});
