// Aladdin's Ring: {8}, {T}: This artifact deals 4 damage to any target.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Aladdin's Ring",
  abilities: [ability("{8}, {T}: This artifact deals 4 damage to any target.", tapCost("{8}"), [damage(4)], { targets: [anyTarget] })],
  ai: { bonus: 2 },
});
