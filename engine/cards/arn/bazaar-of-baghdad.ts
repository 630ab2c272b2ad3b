// Bazaar of Baghdad: {T}: Draw two cards, then discard three cards.
import { card, ability, draw, tapCost } from "../dsl";
export default card({
  name: "Bazaar of Baghdad",
  abilities: [
    // Not a mana ability: it uses the stack. The discard is chosen after drawing (CR 608.2c);
    // nothing can be cast in between (ruling 2004-10-04).
    ability("{T}: Draw two cards, then discard three cards.", tapCost(), [draw(2), { do: "discard", who: "you", n: 3 }]),
  ],
});
