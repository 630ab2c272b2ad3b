// Sea Kings' Blessing: One or more target creatures become blue until end of turn.
import { card } from "../dsl";
import { creaturesBecome } from "../shared/color-change";
export default card({ name: "Sea Kings' Blessing", ...creaturesBecome("U") });
