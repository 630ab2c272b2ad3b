// Two-Headed Giant of Foriys: Trample / This creature can block an additional creature each combat.
import { card } from "../dsl";
// CR 509.1a: it may block two attackers; its combat damage is then divided among them as its
// controller chooses (CR 510.1d).
export default card({ name: "Two-Headed Giant of Foriys", keywords: ["trample", "can block an additional creature each combat"] });
