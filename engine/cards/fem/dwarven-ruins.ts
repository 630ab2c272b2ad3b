// Dwarven Ruins: This land enters tapped. / {T}: Add {R}. / {T}, Sacrifice this land: Add {R}{R}.
import { card } from "../dsl";
import { femSacLand } from "../shared/fem-sac-lands";
export default card(femSacLand("Dwarven Ruins", "R"));
