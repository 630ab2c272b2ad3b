// Hurricane: Hurricane deals X damage to each creature with flying and each player.
import { card, damage } from "../dsl";
export default card({
  name: "Hurricane",
  spell: { effect: [damage("X", { all: { types: ["Creature"], keywords: ["flying"] } }), damage("X", "each_player")] },
});
