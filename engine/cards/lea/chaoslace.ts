// Chaoslace: Target spell or permanent becomes red. (Its mana symbols remain unchanged.)
import { card } from "../dsl";
import { lace } from "../shared/color-change";
export default card({ name: "Chaoslace", ...lace("R") });
