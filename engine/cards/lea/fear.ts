// Fear: Enchant creature / Enchanted creature has fear. (It can't be blocked except by artifact creatures and/or black creatures.)
import { card } from "../dsl";
import { keywordAura } from "../families";
// CR 702.36b: fear is read by the combat rules (core/combat-rules.ts).
export default card(keywordAura("Fear", ["fear"]));
