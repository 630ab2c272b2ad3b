// Xira Arien: Flying / {B}{R}{G}, {T}: Target player draws a card.
import { card, ability, draw, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Xira Arien",
  keywords: ["flying"],
  abilities: [ability("{B}{R}{G}, {T}: Target player draws a card.", tapCost("{B}{R}{G}"), [draw(1, "target")], { targets: [targetPlayer], ai: { targets: "helpful" } })],
  ai: { bonus: 1 },
});
