// Rod of Ruin: {3}, {T}: This artifact deals 1 damage to any target.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Rod of Ruin",
  abilities: [ability("{3}, {T}: This artifact deals 1 damage to any target.", tapCost("{3}"), [damage(1)], { targets: [anyTarget] })],
  ai: { bonus: 2 },
});
