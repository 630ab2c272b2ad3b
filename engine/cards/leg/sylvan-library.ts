// Sylvan Library: At the beginning of your draw step, you may draw two additional cards. If you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of your library.
import { card, code, draw } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { Illegal } from "../../core/errors";
import { drawnThisTurn } from "../../core/history";

/** "Pay 4 life or put the card on top of your library", for the `i`-th card chosen. */
function payOrPutBack(i: number) {
  return code((ctx: ResolveContext) => {
    const g = ctx.g;
    const you = ctx.controller;
    const id = (ctx.memo["chosen"] as string[] | undefined)?.[i];
    if (!id || !g.player(you).hand.includes(id)) return;
    // A "pay or not" decision: always asked; paying needs at least 4 life (CR 119.4).
    const prompt = `Pay 4 life? If you don't, put the ${i === 0 ? "first" : "second"} card you chose on top of your library`;
    const pay = ctx.ask(you, prompt, { type: "pay", cost: "4 life" }).value === true;
    if (pay && g.player(you).life < 4) throw new Illegal("cannot_pay", "You can't pay 4 life");
    if (pay) g.loseLife(you, 4);
    else g.move(id, "library"); // the top of the library
  });
}

export default card({
  name: "Sylvan Library",
  triggers: [{
    text: "At the beginning of your draw step, you may draw two additional cards. If you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of your library.",
    when: { on: "step", step: "draw", whose: "yours" },
    effect: [{
      do: "may", prompt: "Draw two additional cards?",
      then: [
        draw(2),
        // Among every card in your hand drawn this turn, the normal draw and any earlier one included
        // (rulings 2016-06-08); fewer than two drawn: all of them. In the order chosen.
        code((ctx) => {
          const you = ctx.controller;
          const hand = ctx.g.player(you).hand;
          const drawn = drawnThisTurn(ctx.g, you).filter((id) => hand.includes(id));
          const n = Math.min(2, drawn.length);
          ctx.memo["chosen"] = ctx.chooseCards(you, drawn, n, n, "Choose two cards in your hand drawn this turn");
        }),
        payOrPutBack(0),
        payOrPutBack(1),
      ],
    }],
  }],
});
