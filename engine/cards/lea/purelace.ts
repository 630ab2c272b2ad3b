// Purelace: Target spell or permanent becomes white. (Mana symbols on that permanent remain unchanged.)
import { card } from "../dsl";
import { lace } from "../shared/color-change";
export default card({ name: "Purelace", ...lace("W") });
