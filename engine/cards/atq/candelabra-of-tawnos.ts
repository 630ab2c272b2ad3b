// Candelabra of Tawnos: {X}, {T}: Untap X target lands.
import { card, ability, tapCost, targetLand, untap } from "../dsl";
export default card({
  name: "Candelabra of Tawnos",
  // Not a mana ability: it targets and uses the stack (CR 605.1a; ruling 2004-10-04). Any lands,
  // tapped or not, anyone's (rulings 2004-10-04).
  abilities: [ability("{X}, {T}: Untap X target lands.", tapCost("{X}"), [untap("targets")], { xTargets: targetLand })],
  ai: { bonus: 0.5, targets: "helpful" },
});
