// Hellfire: Destroy all nonblack creatures. Hellfire deals X plus 3 damage to you, where X is the number of creatures that died this way.
import { card, code, damage } from "../dsl";

export default card({
  name: "Hellfire",
  spell: {
    effect: [
      code((ctx) => {
        const g = ctx.g;
        const doomed = ctx.all({ types: ["Creature"], notColors: ["B"] });
        let died = 0;
        g.simultaneously(() => {
          for (const id of doomed) {
            const o = g.obj(id);
            if (!o) continue;
            // CR 700.4, rulings 2004-10-04: counted only if put into a graveyard (not regenerated,
            // not exiled instead); a token counts (it ceases to exist only afterwards, CR 704.5d).
            const before = g.player(o.owner).graveyard.length;
            if (g.destroy(id) && g.player(o.owner).graveyard.length > before) died++;
          }
        });
        ctx.memo.died = died;
      }),
      damage((ctx) => 3 + ((ctx.memo.died as number | undefined) ?? 0), "you"),
    ],
  },
  ai: { value: 1, sweeper: "destroy" },
});
