// Magical Hack: Change the text of target spell or permanent by replacing all instances of one basic land type with another. (For example, you may change "swampwalk" to "plainswalk." This effect lasts indefinitely.)
import { card } from "../dsl";
import { textChanger } from "../shared/text-change";
export default card({
  name: "Magical Hack",
  // CR 612, 613.1c: the basic land type replaced, then the new one, chosen as it resolves (rulings 2004-10-04).
  ...textChanger("land_type"),
});
