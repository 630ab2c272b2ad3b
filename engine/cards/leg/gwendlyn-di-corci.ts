// Gwendlyn Di Corci: {T}: Target player discards a card at random. Activate only during your turn.
import { card, ability, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Gwendlyn Di Corci",
  // CR 701.9b: discarding at random; CR 602.5b: only during its controller's turn.
  abilities: [ability("{T}: Target player discards a card at random. Activate only during your turn.", tapCost(), [{ do: "discard", who: "target", n: 1, random: true }],
    { targets: [targetPlayer], timing: "your_turn", ai: { targets: "harmful" } })],
  ai: { bonus: 2 },
});
