// Evil Presence: Enchant land / Enchanted land is a Swamp.
import { card, enchant, land } from "../dsl";
export default card({
  name: "Evil Presence",
  enchant: enchant("land", land),
  // CR 305.7, 613.1d: it loses its land types and printed abilities and is a Swamp with "{T}: Add {B}";
  // name, basic/legendary/snow unchanged (ruling).
  statics: [{ affects: "enchanted", layer: "4", mod: { setLandTypes: ["Swamp"] } }],
  ai: { targets: "harmful" },
});
