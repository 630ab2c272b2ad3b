// Inquisition: Target player reveals their hand. Inquisition deals damage to that player equal to the number of white cards in their hand.
import { card, targetPlayer } from "../dsl";
import { revealTargetHand } from "../families";
import { worded } from "../words";
import type { Color } from "../types";
export default card({
  name: "Inquisition",
  spell: {
    targets: [targetPlayer],
    // The color is data (cards/words.ts), for text-changing effects (CR 612).
    effect: [worded({ colors: ["W"] as Color[] }, (w) => revealTargetHand((ctx, p, hand) => {
      const white = hand.filter((id) => w.colors.some((c) => ctx.g.chars(ctx.g.obj(id)!).colors.includes(c))).length; // CR 105.2
      if (white > 0) ctx.g.dealDamage(ctx.source(), p, white); // CR 120.3a
    }))],
  },
  ai: { targets: "harmful" },
});
