// Heaven's Gate: One or more target creatures become white until end of turn.
import { card } from "../dsl";
import { creaturesBecome } from "../shared/color-change";
export default card({ name: "Heaven's Gate", ...creaturesBecome("W") });
