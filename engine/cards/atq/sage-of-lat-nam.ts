// Sage of Lat-Nam: {T}, Sacrifice an artifact: Draw a card.
import { card, ability, artifact, draw, tapCost } from "../dsl";
export default card({
  name: "Sage of Lat-Nam",
  abilities: [ability("{T}, Sacrifice an artifact: Draw a card.", tapCost(undefined, { sacrifice: { filter: artifact, count: 1, text: "Sacrifice an artifact" } }), [draw(1)])],
});
