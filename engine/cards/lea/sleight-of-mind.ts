// Sleight of Mind: Change the text of target spell or permanent by replacing all instances of one color word with another. (For example, you may change "target black spell" to "target blue spell." This effect lasts indefinitely.)
import { card } from "../dsl";
import { textChanger } from "../shared/text-change";
export default card({
  name: "Sleight of Mind",
  // CR 612, 613.1c: the color word replaced, then the new one, chosen as it resolves (rulings 2004-10-04).
  ...textChanger("color"),
});
