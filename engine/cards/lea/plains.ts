// Plains: ({T}: Add {W}.)
import { card, land } from "../dsl";
export default card({
  name: "Plains",
  // CR 305.6: its mana abilities come from its basic land types.
});
