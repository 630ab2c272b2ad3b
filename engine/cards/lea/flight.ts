// Flight: Enchant creature / Enchanted creature has flying.
import { card } from "../dsl";
import { keywordAura } from "../families";
export default card(keywordAura("Flight", ["flying"]));
