// Natural Selection: Look at the top three cards of target player's library, then put them back in any order. You may have that player shuffle.
import { card, code, targetPlayer } from "../dsl";
export default card({
  name: "Natural Selection",
  spell: {
    targets: [targetPlayer],
    effect: [
      code((ctx) => {
        const p = ctx.target(0);
        if (!p || !ctx.g.isPlayer(p)) return;
        const top = ctx.g.player(p).library.slice(0, 3);
        // CR 701.20e: the caster looks at them (in network play they are shown to it first), then orders them.
        ctx.g.lookAt(ctx.controller, top);
        if (top.length < 2) return; // one order only: nothing to ask (CR 401.4)
        // "Put them back in any order": the cards named first goes on top.
        const a = ctx.ask(ctx.controller, "Put these cards back on top of the library in any order (first listed on top)", { type: "cards", from: top, min: top.length, max: top.length, ordered: true });
        ctx.g.reorderLibraryTop(p, a.cards ?? top);
      }),
      { do: "may", prompt: "Have that player shuffle their library?", then: [{ do: "shuffle", who: "target" }] },
    ],
  },
  ai: { targets: "helpful" },
});
