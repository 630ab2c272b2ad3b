// Reset: Cast this spell only during an opponent's turn after their upkeep step. / Untap all lands you control.
import { card, untap } from "../dsl";
export default card({
  name: "Reset",
  spell: {
    // CR 601.3: only in an opponent's turn, from their draw step on.
    timing: "opponents_turn_after_upkeep",
    effect: [untap({ all: { types: ["Land"], controller: "you" } })],
  },
  // Mana for the opponent's turn only: little worth in hand, and the heuristic casts it only where
  // its look-ahead finds a use.
  ai: { value: 0.4 },
});
