// Marsh Goblins: Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)
import { card } from "../dsl";
export default card({
  name: "Marsh Goblins",
  keywords: ["swampwalk"],
});
