// Cleanse: Destroy all black creatures.
import { card, destroy } from "../dsl";
export default card({
  name: "Cleanse",
  spell: { effect: [destroy({ all: { types: ["Creature"], colors: ["B"] } })] },
  ai: { value: 2 },
});
