// Aeolipile: {1}, {T}, Sacrifice this artifact: It deals 2 damage to any target.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Aeolipile",
  // "It" is the sacrificed artifact: the damage source, by last known information (CR 113.7a).
  abilities: [ability("{1}, {T}, Sacrifice this artifact: It deals 2 damage to any target.", tapCost("{1}", { sacrificeSelf: true }), [damage(2)], { targets: [anyTarget], ai: { targets: "harmful" } })],
});
