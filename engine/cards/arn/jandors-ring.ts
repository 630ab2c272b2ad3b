// Jandor's Ring: {2}, {T}, Discard the last card you drew this turn: Draw a card.
import { ability, card, draw, tapCost } from "../dsl";
import { lastDrawnThisTurn } from "../../core/history";
export default card({
  name: "Jandor's Ring",
  abilities: [ability("{2}, {T}, Discard the last card you drew this turn: Draw a card.",
    // Only that card, while it is still in your hand as the same object (ruling 2004-10-04; CR 400.7).
    tapCost("{2}", { discard: { count: 1, filter: { where: (g, o, _c, ctx) => lastDrawnThisTurn(g, ctx.you) === o.id }, text: "Discard the last card you drew this turn" } }),
    [draw(1)])],
});
