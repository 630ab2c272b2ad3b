// Mana Short: Tap all lands target player controls and that player loses all unspent mana.
import { card, code, targetPlayer } from "../dsl";
export default card({
  name: "Mana Short",
  spell: {
    targets: [targetPlayer],
    effect: [code((ctx) => {
      const p = ctx.target();
      if (!p || !ctx.g.isPlayer(p)) return;
      // Every land, even one without a mana ability (ruling 2004-10-04).
      for (const id of ctx.all({ types: ["Land"] })) if (ctx.g.chars(ctx.g.obj(id)!).controller === p) ctx.g.tap(id);
      ctx.g.emptyManaPool(p);
    })],
  },
  ai: { targets: "harmful" },
});
