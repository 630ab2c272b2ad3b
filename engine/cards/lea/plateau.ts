// Plateau: ({T}: Add {R} or {W}.)
import { card, land } from "../dsl";
export default card({
  name: "Plateau",
  // CR 305.6: its mana abilities come from its basic land types.
});
