// Icy Manipulator: {1}, {T}: Tap target artifact, creature, or land.
import { card, ability, tap, tapCost, target } from "../dsl";
export default card({
  name: "Icy Manipulator",
  abilities: [ability("{1}, {T}: Tap target artifact, creature, or land.", tapCost("{1}"), [tap()], { targets: [target("target artifact, creature, or land", { types: ["Artifact", "Creature", "Land"] })] })],
  ai: { bonus: 3.5, targets: "harmful" },
});
