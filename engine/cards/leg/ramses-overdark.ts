// Ramses Overdark: {T}: Destroy target enchanted creature.
import { card, ability, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Ramses Overdark",
  // "Enchanted": has any Aura attached to it (ruling 2005-08-01); judged again on resolution (CR 608.2b).
  abilities: [ability("{T}: Destroy target enchanted creature.", tapCost(), [destroy()], { targets: [target("target enchanted creature", { types: ["Creature"], enchanted: true })] })],
  ai: { targets: "harmful", bonus: 1.5 },
});
