// Clay Statue: {2}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Clay Statue",
  abilities: [selfRegenerate("{2}: Regenerate this creature.", "{2}")],
  ai: { bonus: 1 },
});
