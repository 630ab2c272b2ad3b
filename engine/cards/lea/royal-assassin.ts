// Royal Assassin: {T}: Destroy target tapped creature.
import { card, ability, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Royal Assassin",
  abilities: [ability("{T}: Destroy target tapped creature.", tapCost(), [destroy()], { targets: [target("target tapped creature", { types: ["Creature"], tapped: true })] })],
  ai: { bonus: 3.5 },
});
