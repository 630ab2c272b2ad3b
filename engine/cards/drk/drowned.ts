// Drowned: {B}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Drowned",
  abilities: [selfRegenerate("{B}: Regenerate this creature.", "{B}")],
  ai: { bonus: 1 },
});
