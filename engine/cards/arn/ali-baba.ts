// Ali Baba: {R}: Tap target Wall.
import { ability, card, tap, target } from "../dsl";
export default card({
  name: "Ali Baba",
  // No {T} in the cost: usable while tapped or summoning-sick, and more than once (2004-10-04 rulings).
  abilities: [ability("{R}: Tap target Wall.", { mana: "{R}" }, [tap()], { targets: [target("target Wall", { subtypes: ["Wall"] })] })],
});
