// Jalum Tome: {2}, {T}: Draw a card, then discard a card.
import { card, ability, draw, tapCost } from "../dsl";
export default card({
  name: "Jalum Tome",
  // Both happen as it resolves; the discard is chosen after the draw (ruling 2020-11-10).
  abilities: [ability("{2}, {T}: Draw a card, then discard a card.", tapCost("{2}"), [draw(1), { do: "discard", who: "you", n: 1 }])],
  ai: { bonus: 1 },
});
