// Orgg: Trample / This creature can't attack if defending player controls an untapped creature with power 3 or greater. / This creature can't block creatures with power 3 or greater.
import { card } from "../dsl";
export default card({
  name: "Orgg",
  // CR 508.1c, 509.1b: restrictions checked as attackers and blockers are declared (combat-rules.ts).
  // Ruling 2004-10-04: only whether the defending player controls such a creature matters, not whether it could block.
  keywords: ["trample", "can't attack if defending player controls an untapped creature with power 3 or greater", "can't block creatures with power 3 or greater"],
});
