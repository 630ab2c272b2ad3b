// White Ward: Enchant creature / Enchanted creature has protection from white. This effect doesn't remove this Aura.
import { card } from "../dsl";
import { ward } from "../families";
// CR 702.16c: the protection makes other white Auras fall off, but not this one.
export default card(ward("White Ward", "W"));
