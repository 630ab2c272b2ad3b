// Savannah: ({T}: Add {G} or {W}.)
import { card, land } from "../dsl";
export default card({
  name: "Savannah",
  // CR 305.6: its mana abilities come from its basic land types.
});
