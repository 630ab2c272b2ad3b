// Riptide: Tap all blue creatures.
import { card, tap } from "../dsl";
export default card({
  name: "Riptide",
  spell: { effect: [tap({ all: { types: ["Creature"], colors: ["U"] } })] },
  ai: { value: 0.5 },
});
