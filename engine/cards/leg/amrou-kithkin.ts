// Amrou Kithkin: This creature can't be blocked by creatures with power 3 or greater.
import { card } from "../dsl";
// CR 509.1b: checked as blockers are declared (ruling 2009-10-01: a blocker whose power rises later keeps blocking).
export default card({ name: "Amrou Kithkin", keywords: ["can't be blocked by creatures with power 3 or greater"] });
