// Havenwood Battleground: This land enters tapped. / {T}: Add {G}. / {T}, Sacrifice this land: Add {G}{G}.
import { card } from "../dsl";
import { femSacLand } from "../shared/fem-sac-lands";
export default card(femSacLand("Havenwood Battleground", "G"));
