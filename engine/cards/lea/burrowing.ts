// Burrowing: Enchant creature / Enchanted creature has mountainwalk.
import { card } from "../dsl";
import { keywordAura } from "../families";
export default card(keywordAura("Burrowing", ["mountainwalk"]));
