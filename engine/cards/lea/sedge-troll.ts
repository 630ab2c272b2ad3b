// Sedge Troll: This creature gets +1/+1 as long as you control a Swamp. / {B}: Regenerate this creature.
import { card, anthem, selfRegenerate } from "../dsl";
import { youControlA } from "../words";
export default card({
  name: "Sedge Troll",
  statics: [anthem(1, 1, "self", youControlA("Swamp"))],
  abilities: [selfRegenerate("{B}: Regenerate this creature.", "{B}")],
  ai: { bonus: 1.5 },
});
