// Deathlace: Target spell or permanent becomes black. (Mana symbols on that permanent remain unchanged.)
import { card } from "../dsl";
import { lace } from "../shared/color-change";
export default card({ name: "Deathlace", ...lace("B") });
