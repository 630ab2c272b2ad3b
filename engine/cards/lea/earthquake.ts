// Earthquake: Earthquake deals X damage to each creature without flying and each player.
import { card, damage } from "../dsl";
export default card({
  name: "Earthquake",
  spell: { effect: [damage("X", { all: { types: ["Creature"], notKeywords: ["flying"] } }), damage("X", "each_player")] },
  ai: { value: 2.5 },
});
