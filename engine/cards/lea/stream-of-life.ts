// Stream of Life: Target player gains X life.
import { card, gainLife, targetPlayer } from "../dsl";
export default card({
  name: "Stream of Life",
  spell: { targets: [targetPlayer], effect: [gainLife("X", "target")] },
  ai: { targets: "helpful" },
});
