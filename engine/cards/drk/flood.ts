// Flood: {U}{U}: Tap target creature without flying.
import { card, ability, tap, target } from "../dsl";
export default card({
  name: "Flood",
  abilities: [ability("{U}{U}: Tap target creature without flying.", { mana: "{U}{U}" }, [tap()], {
    targets: [target("target creature without flying", { types: ["Creature"], notKeywords: ["flying"] })],
  })],
  ai: { targets: "harmful" },
});
