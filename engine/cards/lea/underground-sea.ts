// Underground Sea: ({T}: Add {U} or {B}.)
import { card, land } from "../dsl";
export default card({
  name: "Underground Sea",
  // CR 305.6: its mana abilities come from its basic land types.
});
