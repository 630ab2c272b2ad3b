// Mountain: ({T}: Add {R}.)
import { card, land } from "../dsl";
export default card({
  name: "Mountain",
  // CR 305.6: its mana abilities come from its basic land types.
});
