// Sandstorm: Sandstorm deals 1 damage to each attacking creature.
import { card, damage } from "../dsl";
export default card({
  name: "Sandstorm",
  spell: { effect: [damage(1, { all: { types: ["Creature"], attacking: true } })] },
  ai: { responseOnly: true },
});
