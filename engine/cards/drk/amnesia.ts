// Amnesia: Target player reveals their hand and discards all nonland cards.
import { card, code, targetPlayer } from "../dsl";
export default card({
  name: "Amnesia",
  spell: {
    targets: [targetPlayer],
    effect: [code((ctx) => {
      const p = ctx.target(0);
      if (!p || !ctx.g.isPlayer(p)) return;
      const hand = [...ctx.g.player(p).hand];
      ctx.g.reveal(p, hand); // CR 701.20a (ruling 2014-02-01: also when you target yourself)
      const nonland = hand.filter((id) => !ctx.g.chars(ctx.g.obj(id)!).types.includes("Land"));
      ctx.g.simultaneously(() => { for (const id of nonland) ctx.g.discard(p, id); });
    })],
  },
  ai: { targets: "harmful" },
});
