// Conch Horn: {1}, {T}, Sacrifice this artifact: Draw two cards, then put a card from your hand on top of your library.
import { card, ability, code, draw, tapCost } from "../dsl";
export default card({
  name: "Conch Horn",
  abilities: [ability("{1}, {T}, Sacrifice this artifact: Draw two cards, then put a card from your hand on top of your library.",
    tapCost("{1}", { sacrificeSelf: true }), [
      draw(2),
      // One effect (ruling 2004-10-04): the card is chosen as the ability resolves, after both draws
      // (CR 608.2c); a hand of one card puts that card back without a question.
      code((ctx) => {
        const hand = ctx.g.player(ctx.controller).hand;
        for (const id of ctx.chooseCards(ctx.controller, [...hand], 1, 1, "Put a card from your hand on top of your library")) ctx.g.move(id, "library");
      }),
    ])],
  ai: { value: 0.5 },
});
