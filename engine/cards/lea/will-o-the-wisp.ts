// Will-o'-the-Wisp: Flying (This creature can't be blocked except by creatures with flying or reach.) / {B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Will-o'-the-Wisp",
  keywords: ["flying"],
  // CR 701.19a: the shield replaces the next destruction this turn (tap, remove from combat, remove all damage).
  abilities: [selfRegenerate("{B}: Regenerate this creature.", "{B}")],
});
