// Tropical Island: ({T}: Add {G} or {U}.)
import { card, land } from "../dsl";
export default card({
  name: "Tropical Island",
  // CR 305.6: its mana abilities come from its basic land types.
});
