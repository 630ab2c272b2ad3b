// Seeker: Enchant creature / Enchanted creature can't be blocked except by artifact creatures and/or white creatures.
import { card } from "../dsl";
import { keywordAura } from "../families";
// CR 509.1b: a blocking restriction judged as blockers are declared (core/combat-rules.ts).
export default card(keywordAura("Seeker", ["can't be blocked except by artifact creatures and/or white creatures"]));
