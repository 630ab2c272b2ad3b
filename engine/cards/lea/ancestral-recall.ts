// Ancestral Recall: Target player draws three cards.
import { card, draw, targetPlayer } from "../dsl";
export default card({
  name: "Ancestral Recall",
  spell: { targets: [targetPlayer], effect: [draw(3, "target")] },
  ai: { targets: "helpful", value: 3, draws: 3 },
});
