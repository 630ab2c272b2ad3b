// Invisibility: Enchant creature / Enchanted creature can't be blocked except by Walls.
import { card } from "../dsl";
import { keywordAura } from "../families";
// CR 509.1b: a restriction on blocking it, read by the combat rules (core/combat-rules.ts).
export default card(keywordAura("Invisibility", ["can't be blocked except by walls"]));
