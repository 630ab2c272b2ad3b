// Ring of Renewal: {5}, {T}: Discard a card at random, then draw two cards.
import { card, ability, draw, tapCost } from "../dsl";
export default card({
  name: "Ring of Renewal",
  // CR 701.9b: a random discard; with an empty hand nothing is discarded, and the draws still happen (CR 609.3).
  abilities: [ability("{5}, {T}: Discard a card at random, then draw two cards.", tapCost("{5}"), [{ do: "discard", who: "you", n: 1, random: true }, draw(2)])],
});
