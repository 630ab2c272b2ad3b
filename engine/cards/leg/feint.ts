// Feint: Tap all creatures blocking target attacking creature. Prevent all combat damage that would be dealt this turn by that creature and each creature blocking it.
import { card, code, preventBy, tap, target } from "../dsl";
export default card({
  name: "Feint",
  spell: {
    targets: [target("target attacking creature", { types: ["Creature"], attacking: true })],
    effect: [
      // The creatures blocking it as Feint resolves (CR 608.2h).
      code((ctx) => { const t = ctx.target(0); ctx.memo.blockers = ctx.g.battlefield().filter((b) => t !== undefined && b.blocking?.includes(t)).map((b) => b.id); }),
      tap({ memo: "blockers" }),
      preventBy("target", true),
      preventBy({ memo: "blockers" }, true),
    ],
  },
  ai: { targets: "harmful", responseOnly: true },
});
