// Pirate Ship: This creature can't attack unless defending player controls an Island. / {T}: This creature deals 1 damage to any target. / When you control no Islands, sacrifice this creature.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
import { attacksOnlyIslandOwners, noIslandsSacrifice } from "../shared/island-creatures";
export default card({
  name: "Pirate Ship",
  keywords: [attacksOnlyIslandOwners],
  abilities: [ability("{T}: This creature deals 1 damage to any target.", tapCost(), [damage(1)], { targets: [anyTarget] })],
  triggers: [noIslandsSacrifice],
  ai: { bonus: 2 },
});
