// Axelrod Gunnarson: Trample / Whenever a creature dealt damage by Axelrod Gunnarson this turn dies, you gain 1 life and Axelrod Gunnarson deals 1 damage to target player or planeswalker.
import { card, damage, gainLife, targetPlayer } from "../dsl";
export default card({
  name: "Axelrod Gunnarson",
  keywords: ["trample"],
  triggers: [{
    text: "Whenever a creature dealt damage by Axelrod Gunnarson this turn dies, you gain 1 life and Axelrod Gunnarson deals 1 damage to target player or planeswalker.",
    // Rulings 2009-10-01: any creature it damaged this turn (combat damage included), whoever
    // controlled it; it also triggers when Axelrod dies at the same time (CR 603.10a look-back).
    when: { on: "dies", damagedBySelf: true },
    targets: [{ ...targetPlayer, text: "target player or planeswalker" }],
    effect: [gainLife(1, "you"), damage(1, "target")],
  }],
  ai: { targets: "harmful", bonus: 0.5 },
});
