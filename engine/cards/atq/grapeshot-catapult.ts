// Grapeshot Catapult: {T}: This creature deals 1 damage to target creature with flying.
import { card, ability, damage, tapCost, target } from "../dsl";
export default card({
  name: "Grapeshot Catapult",
  abilities: [ability("{T}: This creature deals 1 damage to target creature with flying.", tapCost(), [damage(1)],
    { targets: [target("target creature with flying", { types: ["Creature"], keywords: ["flying"] })] })],
  ai: { bonus: 1, targets: "harmful" },
});
