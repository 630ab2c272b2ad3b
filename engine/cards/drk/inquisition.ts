// Inquisition: Target player reveals their hand. Inquisition deals damage to that player equal to the number of white cards in their hand.
import { card, targetPlayer } from "../dsl";
import { revealTargetHand } from "../families";
export default card({
  name: "Inquisition",
  spell: {
    targets: [targetPlayer],
    effect: [revealTargetHand((ctx, p, hand) => {
      const white = hand.filter((id) => ctx.g.chars(ctx.g.obj(id)!).colors.includes("W")).length; // CR 105.2
      if (white > 0) ctx.g.dealDamage(ctx.source(), p, white); // CR 120.3a
    })],
  },
  ai: { targets: "harmful" },
});
