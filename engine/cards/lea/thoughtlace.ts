// Thoughtlace: Target spell or permanent becomes blue. (Mana symbols on that permanent remain unchanged.)
import { card } from "../dsl";
import { lace } from "../shared/color-change";
export default card({ name: "Thoughtlace", ...lace("U") });
