// Teleport: Cast this spell only during the declare attackers step. / Target creature can't be blocked this turn.
import { card, targetCreature } from "../dsl";

export default card({
  name: "Teleport",
  spell: {
    timing: "declare_attackers_step", // CR 601.3, 508 (any player's turn)
    targets: [targetCreature],
    effect: [{ do: "grant", what: "target", keywords: ["can't be blocked"], until: "end_of_turn" }],
  },
  ai: { targets: "helpful", value: 1 },
});
