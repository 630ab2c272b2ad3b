// Walking Dead: {B}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Walking Dead",
  abilities: [selfRegenerate("{B}: Regenerate this creature.", "{B}")],
});
