// Ebon Stronghold: This land enters tapped. / {T}: Add {B}. / {T}, Sacrifice this land: Add {B}{B}.
import { card } from "../dsl";
import { femSacLand } from "../shared/fem-sac-lands";
export default card(femSacLand("Ebon Stronghold", "B"));
