// Livonya Silone: First strike; legendary landwalk (This creature can't be blocked as long as defending player controls a legendary land.)
import { card } from "../dsl";

// CR 702.14c: landwalk naming a supertype; read by core/combat.ts.
export default card({
  name: "Livonya Silone",
  keywords: ["first strike", "legendary landwalk"],
});
