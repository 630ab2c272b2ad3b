// Spinal Villain: {T}: Destroy target blue creature.
import { card, ability, destroy, ofColor, creature, tapCost, target } from "../dsl";
export default card({
  name: "Spinal Villain",
  abilities: [ability("{T}: Destroy target blue creature.", tapCost(), [destroy()], { targets: [target("target blue creature", ofColor("U", creature))] })],
  ai: { targets: "harmful", bonus: 1.5 },
});
