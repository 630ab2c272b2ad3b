// Ghost Ship: Flying / {U}{U}{U}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Ghost Ship",
  keywords: ["flying"],
  abilities: [selfRegenerate("{U}{U}{U}: Regenerate this creature.", "{U}{U}{U}")],
  ai: { bonus: 1 },
});
