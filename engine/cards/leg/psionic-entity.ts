// Psionic Entity: {T}: This creature deals 2 damage to any target and 3 damage to itself.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Psionic Entity",
  // Both parts are dealt as the ability resolves; a source that has left the battlefield still deals
  // the damage, as it last existed (CR 113.7a, 609.7).
  abilities: [ability("{T}: This creature deals 2 damage to any target and 3 damage to itself.", tapCost(), [damage(2), damage(3, "self")], { targets: [anyTarget] })],
  ai: { targets: "harmful", bonus: 0.5 },
});
