// Inferno: Inferno deals 6 damage to each creature and each player.
import { card, damage } from "../dsl";
export default card({
  name: "Inferno",
  spell: { effect: [damage(6, { all: { types: ["Creature"] } }), damage(6, "each_player")] },
  ai: { value: 2 },
});
