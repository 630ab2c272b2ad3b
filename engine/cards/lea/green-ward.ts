// Green Ward: Enchant creature / Enchanted creature has protection from green. This effect doesn't remove this Aura.
import { card } from "../dsl";
import { ward } from "../families";
// CR 702.16c: the protection makes other green Auras fall off, but not this one.
export default card(ward("Green Ward", "G"));
