// Braingeyser: Target player draws X cards.
import { card, draw, targetPlayer } from "../dsl";
export default card({
  name: "Braingeyser",
  spell: { targets: [targetPlayer], effect: [draw("X", "target")] },
  ai: { targets: "helpful" },
});
