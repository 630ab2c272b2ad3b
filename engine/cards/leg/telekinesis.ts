// Telekinesis: Tap target creature. Prevent all combat damage that would be dealt by that creature this turn. It doesn't untap during its controller's next two untap steps.
import { card, code, DOESNT_UNTAP, preventBy, tap, targetCreature } from "../dsl";
export default card({
  name: "Telekinesis",
  spell: {
    targets: [targetCreature],
    effect: [
      tap("target"),
      preventBy("target", true),
      // CR 502.3: through the next two untap steps of whoever controls it then (ruling: not locked in).
      code((ctx) => {
        const t = ctx.target(0);
        if (t !== undefined) ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", [t], { addKeywords: [DOESNT_UNTAP] }, { until: "untap_steps", object: t, count: 2 });
      }),
    ],
  },
  ai: { targets: "harmful" },
});
