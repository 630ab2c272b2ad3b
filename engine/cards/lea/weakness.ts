// Weakness: Enchant creature / Enchanted creature gets -2/-1.
import { card } from "../dsl";
import { pumpAura } from "../families";
export default card({ ...pumpAura("Weakness", -2, -1), ai: { targets: "harmful" } });
