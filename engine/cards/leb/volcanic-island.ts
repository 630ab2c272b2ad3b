// Volcanic Island: ({T}: Add {U} or {R}.)
import { card, land } from "../dsl";
export default card({
  name: "Volcanic Island",
  // CR 305.6: its mana abilities come from its basic land types.
});
