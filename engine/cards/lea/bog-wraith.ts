// Bog Wraith: Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)
import { card } from "../dsl";
export default card({
  name: "Bog Wraith",
  keywords: ["swampwalk"],
});
