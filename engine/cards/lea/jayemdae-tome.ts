// Jayemdae Tome: {4}, {T}: Draw a card.
import { card, ability, draw, tapCost } from "../dsl";
export default card({
  name: "Jayemdae Tome",
  abilities: [ability("{4}, {T}: Draw a card.", tapCost("{4}"), [draw(1)])],
  ai: { bonus: 3 },
});
