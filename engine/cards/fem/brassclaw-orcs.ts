// Brassclaw Orcs: This creature can't block creatures with power 2 or greater.
import { card } from "../dsl";
// CR 509.1b: a restriction checked as blockers are declared.
export default card({ name: "Brassclaw Orcs", keywords: ["can't block creatures with power 2 or greater"] });
