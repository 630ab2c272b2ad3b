// Library of Alexandria: {T}: Add {C}. / {T}: Draw a card. Activate only if you have exactly seven cards in hand.
import { card, ability, draw, manaAbility, tapCost } from "../dsl";
export default card({
  name: "Library of Alexandria",
  abilities: [
    manaAbility("{T}: Add {C}.", { fixed: "C" }),
    // CR 602.5b: checked only as it is activated, not on resolution (ruling 2004-10-04).
    ability("{T}: Draw a card. Activate only if you have exactly seven cards in hand.", tapCost(), [draw(1)],
      { condition: (g, _self, p) => g.player(p).hand.length === 7, conditionText: "only if you have exactly seven cards in hand" }),
  ],
});
