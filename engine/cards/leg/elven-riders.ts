// Elven Riders: This creature can't be blocked except by Walls and/or creatures with flying.
import { card } from "../dsl";

// CR 509.1b: an evasion restriction read by core/combat-rules.ts; a creature with reach but not
// flying can't block it (ruling 2007-05-01).
export default card({
  name: "Elven Riders",
  keywords: ["can't be blocked except by walls and/or creatures with flying"],
});
