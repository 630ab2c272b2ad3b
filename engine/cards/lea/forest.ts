// Forest: ({T}: Add {G}.)
import { card, land } from "../dsl";
export default card({
  name: "Forest",
  // CR 305.6: its mana abilities come from its basic land types.
});
