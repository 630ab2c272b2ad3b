// Badlands: ({T}: Add {B} or {R}.)
import { card, land } from "../dsl";
export default card({
  name: "Badlands",
  // CR 305.6: its mana abilities come from its basic land types.
});
