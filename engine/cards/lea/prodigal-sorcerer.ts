// Prodigal Sorcerer: {T}: This creature deals 1 damage to any target.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Prodigal Sorcerer",
  abilities: [ability("{T}: This creature deals 1 damage to any target.", tapCost(), [damage(1)], { targets: [anyTarget] })],
  ai: { bonus: 3 },
});
