// Lifelace: Target spell or permanent becomes green. (Mana symbols on that permanent remain unchanged.)
import { card } from "../dsl";
import { lace } from "../shared/color-change";
export default card({ name: "Lifelace", ...lace("G") });
