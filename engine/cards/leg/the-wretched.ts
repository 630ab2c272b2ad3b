// The Wretched: At end of combat, gain control of all creatures blocking this creature for as long as you control this creature.
import { card, code } from "../dsl";
import { durationStarts } from "../../core/effects";

export default card({
  name: "The Wretched",
  triggers: [{
    text: "At end of combat, gain control of all creatures blocking this creature for as long as you control this creature.",
    when: { on: "step", step: "end_of_combat", whose: "each" },
    effect: [code((ctx) => {
      const me = ctx.self();
      if (!me) return;
      // The creatures blocking it as it resolves (rulings 2009-05-01: those removed from combat, e.g.
      // by regenerating, aren't); nothing if you lost control of it meanwhile (CR 611.2b, ruling 2009-10-01).
      const blockers = ctx.g.battlefield().filter((o) => o.blocking?.includes(me.id)).map((o) => o.id);
      const d = ctx.duration("source_controlled");
      if (blockers.length && durationStarts(ctx, d)) ctx.g.gainControl(ctx.item.source, blockers, ctx.controller, d);
    })],
  }],
});
