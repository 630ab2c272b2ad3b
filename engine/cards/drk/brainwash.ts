// Brainwash: Enchant creature / Enchanted creature can't attack unless its controller pays {3}.
import { card } from "../dsl";
import { keywordAura } from "../families";
// CR 508.1h: an attack cost, paid as attackers are declared (automatic payment); a requirement to
// attack never forces paying it (CR 508.1d).
export default card({ ...keywordAura("Brainwash", ["can't attack unless its controller pays {3}"]), ai: { targets: "harmful" } });
