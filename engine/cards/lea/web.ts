// Web: Enchant creature / Enchanted creature gets +0/+2 and has reach.
import { auraPump, card } from "../dsl";
import { keywordAura } from "../families";
export default card(keywordAura("Web", ["reach"], [auraPump(0, 2)]));
