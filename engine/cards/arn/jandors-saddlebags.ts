// Jandor's Saddlebags: {3}, {T}: Untap target creature.
import { card, ability, tapCost, targetCreature, untap } from "../dsl";
export default card({
  name: "Jandor's Saddlebags",
  abilities: [ability("{3}, {T}: Untap target creature.", tapCost("{3}"), [untap()], { targets: [targetCreature] })],
  ai: { bonus: 0.5, targets: "helpful" },
});
