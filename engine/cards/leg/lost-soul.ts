// Lost Soul: Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)
import { card } from "../dsl";
export default card({
  name: "Lost Soul",
  keywords: ["swampwalk"],
});
