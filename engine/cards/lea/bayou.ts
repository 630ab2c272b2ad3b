// Bayou: ({T}: Add {B} or {G}.)
import { card, land } from "../dsl";
export default card({
  name: "Bayou",
  // CR 305.6: its mana abilities come from its basic land types.
});
