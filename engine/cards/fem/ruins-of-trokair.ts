// Ruins of Trokair: This land enters tapped. / {T}: Add {W}. / {T}, Sacrifice this land: Add {W}{W}.
import { card } from "../dsl";
import { femSacLand } from "../shared/fem-sac-lands";
export default card(femSacLand("Ruins of Trokair", "W"));
