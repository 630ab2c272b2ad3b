// Mijae Djinn: Whenever this creature attacks, flip a coin. If you lose the flip, remove this creature from combat and tap it.
import { card, code, removeFromCombat, tap } from "../dsl";
export default card({
  name: "Mijae Djinn",
  triggers: [{
    text: "Whenever this creature attacks, flip a coin. If you lose the flip, remove this creature from combat and tap it.",
    when: { on: "attacks", self: true },
    effect: [
      code((ctx) => { ctx.memo.lost = ctx.g.flipCoin(ctx.controller) === "lost"; }), // CR 705
      { do: "if", test: (ctx) => ctx.memo.lost === true, then: [removeFromCombat("self"), tap("self")] }, // CR 506.4
    ],
  }],
});
