// Drudge Skeletons: {B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Drudge Skeletons",
  abilities: [selfRegenerate("{B}: Regenerate this creature.", "{B}")],
  ai: { bonus: 1.5 },
});
