// Lure: Enchant creature / All creatures able to block enchanted creature do so.
import { card } from "../dsl";
import { keywordAura } from "../families";
// CR 509.1c: a requirement on every creature able to block it; the declaration must obey as many
// requirements as possible. It gives no creature the ability to block (ruling 2017-11-17).
export default card(keywordAura("Lure", ["all creatures able to block this creature do so"]));
