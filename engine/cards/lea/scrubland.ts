// Scrubland: ({T}: Add {W} or {B}.)
import { card, land } from "../dsl";
export default card({
  name: "Scrubland",
  // CR 305.6: its mana abilities come from its basic land types.
});
