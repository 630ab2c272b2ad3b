// Sedge Troll: This creature gets +1/+1 as long as you control a Swamp. / {B}: Regenerate this creature.
import { card, anthem, selfRegenerate } from "../dsl";
export default card({
  name: "Sedge Troll",
  statics: [anthem(1, 1, "self", (g, self) => g.controlsLandType(g.chars(self).controller, "Swamp"))],
  abilities: [selfRegenerate("{B}: Regenerate this creature.", "{B}")],
  ai: { bonus: 1.5 },
});
