// Tundra: ({T}: Add {W} or {U}.)
import { card, land } from "../dsl";
export default card({
  name: "Tundra",
  // CR 305.6: its mana abilities come from its basic land types.
});
