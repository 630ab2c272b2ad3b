// Strip Mine: {T}: Add {C}. / {T}, Sacrifice this land: Destroy target land.
import { card, ability, destroy, manaAbility, tapCost, targetLand } from "../dsl";
export default card({
  name: "Strip Mine",
  abilities: [
    manaAbility("{T}: Add {C}.", { fixed: "C" }),
    ability("{T}, Sacrifice this land: Destroy target land.", tapCost(undefined, { sacrificeSelf: true }), [destroy()], { targets: [targetLand] }),
  ],
});
