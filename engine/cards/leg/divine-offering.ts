// Divine Offering: Destroy target artifact. You gain life equal to its mana value.
import { card, code, destroy, gainLife, targetArtifact } from "../dsl";
export default card({
  name: "Divine Offering",
  spell: {
    targets: [targetArtifact],
    effect: [
      // Its mana value as the spell resolves, before it is destroyed; the life is gained even if it
      // regenerates (ruling). An illegal target: the spell doesn't resolve, so no life (CR 608.2b).
      code((ctx) => { const t = ctx.target(); const o = t ? ctx.g.obj(t) : undefined; ctx.memo.mv = o ? ctx.g.chars(o).manaValue : 0; }),
      destroy(),
      gainLife({ memo: "mv" }),
    ],
  },
  ai: { targets: "harmful" },
});
