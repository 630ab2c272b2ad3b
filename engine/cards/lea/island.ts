// Island: ({T}: Add {U}.)
import { card, land } from "../dsl";
export default card({
  name: "Island",
  // CR 305.6: its mana abilities come from its basic land types.
});
