// Ydwen Efreet: Whenever this creature blocks, flip a coin. If you lose the flip, remove this creature from combat and it can't block this turn. Creatures it was blocking that had become blocked by only this creature this combat become unblocked.
import { card, code, removeFromCombat } from "../dsl";
export default card({
  name: "Ydwen Efreet",
  triggers: [{
    text: "Whenever this creature blocks, flip a coin. If you lose the flip, remove this creature from combat and it can't block this turn. Creatures it was blocking that had become blocked by only this creature this combat become unblocked.",
    when: { on: "blocks", self: true },
    effect: [
      code((ctx) => { ctx.memo.lost = ctx.g.flipCoin(ctx.controller) === "lost"; }), // CR 705
      // CR 506.4; an attacker it alone blocked becomes unblocked and deals its damage to the player.
      { do: "if", test: (ctx) => ctx.memo.lost === true, then: [removeFromCombat("self", true), { do: "grant", what: "self", keywords: ["can't block"], until: "end_of_turn" }] },
    ],
  }],
});
