// Orcish Mechanics: {T}, Sacrifice an artifact: This creature deals 2 damage to any target.
import { card, ability, anyTarget, artifact, damage, tapCost } from "../dsl";
export default card({
  name: "Orcish Mechanics",
  abilities: [ability("{T}, Sacrifice an artifact: This creature deals 2 damage to any target.",
    tapCost(undefined, { sacrifice: { filter: artifact, count: 1, text: "Sacrifice an artifact" } }), [damage(2)], { targets: [anyTarget] })],
});
