// Touch of Darkness: One or more target creatures become black until end of turn.
import { card } from "../dsl";
import { creaturesBecome } from "../shared/color-change";
export default card({ name: "Touch of Darkness", ...creaturesBecome("B") });
