// Black Ward: Enchant creature / Enchanted creature has protection from black. This effect doesn't remove this Aura.
import { card } from "../dsl";
import { ward } from "../families";
// CR 702.16c: the protection makes other black Auras fall off, but not this one.
export default card(ward("Black Ward", "B"));
