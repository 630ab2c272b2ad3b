// Lance: Enchant creature / Enchanted creature has first strike.
import { card } from "../dsl";
import { keywordAura } from "../families";
export default card(keywordAura("Lance", ["first strike"]));
