// Visions: Look at the top five cards of target player's library. You may then have that player shuffle that library.
import { card, code, targetPlayer } from "../dsl";
export default card({
  name: "Visions",
  spell: {
    targets: [targetPlayer],
    effect: [
      code((ctx) => {
        const p = ctx.target(0);
        // CR 701.20e; rulings 2004-10-04: fewer than five cards → look at those; not a draw; no rearranging.
        if (p && ctx.g.isPlayer(p)) ctx.g.lookAt(ctx.controller, ctx.g.player(p).library.slice(0, 5));
      }),
      { do: "may", prompt: "Have that player shuffle their library?", then: [{ do: "shuffle", who: "target" }] },
    ],
  },
  ai: { targets: "helpful" },
});
