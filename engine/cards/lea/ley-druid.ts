// Ley Druid: {T}: Untap target land.
import { ability, card, tapCost, targetLand, untap } from "../dsl";
export default card({
  name: "Ley Druid",
  // Not a mana ability: it targets and uses the stack (CR 605.1a; 2004-10-04 ruling).
  abilities: [ability("{T}: Untap target land.", tapCost(), [untap()], { targets: [targetLand] })],
});
