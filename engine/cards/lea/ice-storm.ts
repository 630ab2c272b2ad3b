// Ice Storm: Destroy target land.
import { card, destroy, targetLand } from "../dsl";
export default card({
  name: "Ice Storm",
  spell: { targets: [targetLand], effect: [destroy()] },
  ai: { targets: "harmful" },
});
