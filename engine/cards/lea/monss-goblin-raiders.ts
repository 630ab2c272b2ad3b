// Mons's Goblin Raiders: 
import { card, creature } from "../dsl";
export default card({
  name: "Mons's Goblin Raiders",
  // A vanilla creature: no rules text.
});
