// Sinkhole: Destroy target land.
import { card, destroy, targetLand } from "../dsl";
export default card({
  name: "Sinkhole",
  spell: { targets: [targetLand], effect: [destroy()] },
  ai: { targets: "harmful" },
});
