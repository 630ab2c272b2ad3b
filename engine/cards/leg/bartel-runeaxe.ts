// Bartel Runeaxe: Vigilance / Bartel Runeaxe can't be the target of Aura spells.
import { card } from "../dsl";
// CR 115.1b: only Aura spells target; Auras moved onto it, and abilities of Auras, may (rulings 2004-10-04).
export default card({ name: "Bartel Runeaxe", keywords: ["vigilance", "can't be the target of aura spells"] });
