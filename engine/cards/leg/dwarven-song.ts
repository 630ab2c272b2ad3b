// Dwarven Song: One or more target creatures become red until end of turn.
import { card } from "../dsl";
import { creaturesBecome } from "../shared/color-change";
export default card({ name: "Dwarven Song", ...creaturesBecome("R") });
