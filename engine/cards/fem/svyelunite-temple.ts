// Svyelunite Temple: This land enters tapped. / {T}: Add {U}. / {T}, Sacrifice this land: Add {U}{U}.
import { card } from "../dsl";
import { femSacLand } from "../shared/fem-sac-lands";
export default card(femSacLand("Svyelunite Temple", "U"));
