// Inquisition: Target player reveals their hand. Inquisition deals damage to that player equal to the number of white cards in their hand.
import { card, code, targetPlayer } from "../dsl";
export default card({
  name: "Inquisition",
  spell: {
    targets: [targetPlayer],
    effect: [code((ctx) => {
      const p = ctx.target(0);
      if (!p || !ctx.g.isPlayer(p)) return;
      const hand = [...ctx.g.player(p).hand];
      ctx.g.reveal(p, hand); // CR 701.20a (ruling 2014-02-01: also when you target yourself)
      const white = hand.filter((id) => ctx.g.chars(ctx.g.obj(id)!).colors.includes("W")).length; // CR 105.2
      if (white > 0) ctx.g.dealDamage(ctx.source(), p, white); // CR 120.3a
    })],
  },
  ai: { targets: "harmful" },
});
