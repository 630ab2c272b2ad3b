// Eternal Warrior: Enchant creature / Enchanted creature has vigilance.
import { card } from "../dsl";
import { keywordAura } from "../families";
export default card(keywordAura("Eternal Warrior", ["vigilance"]));
