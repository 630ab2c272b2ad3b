// Taiga: ({T}: Add {R} or {G}.)
import { card, land } from "../dsl";
export default card({
  name: "Taiga",
  // CR 305.6: its mana abilities come from its basic land types.
});
