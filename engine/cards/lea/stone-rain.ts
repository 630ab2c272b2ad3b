// Stone Rain: Destroy target land.
import { card, destroy, targetLand } from "../dsl";
export default card({
  name: "Stone Rain",
  spell: { targets: [targetLand], effect: [destroy()] },
  ai: { value: 1.3 },
});
