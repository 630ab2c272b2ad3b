// Diabolic Machine: {3}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Diabolic Machine",
  abilities: [selfRegenerate("{3}: Regenerate this creature.", "{3}")],
  ai: { bonus: 1 },
});
