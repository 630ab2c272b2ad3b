// Amnesia: Target player reveals their hand and discards all nonland cards.
import { card, targetPlayer } from "../dsl";
import { revealTargetHand } from "../families";
export default card({
  name: "Amnesia",
  spell: {
    targets: [targetPlayer],
    effect: [revealTargetHand((ctx, p, hand) => {
      const nonland = hand.filter((id) => !ctx.g.chars(ctx.g.obj(id)!).types.includes("Land"));
      ctx.g.simultaneously(() => { for (const id of nonland) ctx.g.discard(p, id); });
    })],
  },
  ai: { targets: "harmful" },
});
