// Disrupting Scepter: {3}, {T}: Target player discards a card. Activate only during your turn.
import { card, ability, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Disrupting Scepter",
  // The discarding player chooses the card (CR 701.9b); any player may be targeted (ruling 2004-10-04).
  abilities: [ability("{3}, {T}: Target player discards a card. Activate only during your turn.", tapCost("{3}"), [{ do: "discard", who: "target", n: 1 }],
    { targets: [targetPlayer], timing: "your_turn" })],
  ai: { bonus: 1.5, targets: "harmful" },
});
