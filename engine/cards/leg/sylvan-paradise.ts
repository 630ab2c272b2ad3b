// Sylvan Paradise: One or more target creatures become green until end of turn.
import { card } from "../dsl";
import { creaturesBecome } from "../shared/color-change";
export default card({ name: "Sylvan Paradise", ...creaturesBecome("G") });
