// Fishliver Oil: Enchant creature / Enchanted creature has islandwalk.
import { card } from "../dsl";
import { keywordAura } from "../families";
export default card(keywordAura("Fishliver Oil", ["islandwalk"]));
