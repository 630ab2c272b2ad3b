// Exorcist: {1}{W}, {T}: Destroy target black creature.
import { card, ability, destroy, ofColor, creature, tapCost, target } from "../dsl";
export default card({
  name: "Exorcist",
  abilities: [ability("{1}{W}, {T}: Destroy target black creature.", tapCost("{1}{W}"), [destroy()], { targets: [target("target black creature", ofColor("B", creature))] })],
  ai: { targets: "harmful", bonus: 1.5 },
});
