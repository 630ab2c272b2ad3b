// Wall of Dust: Defender (This creature can't attack.) / Whenever this creature blocks a creature, that creature can't attack during its controller's next turn.
import { card, code } from "../dsl";
export default card({
  name: "Wall of Dust",
  keywords: ["defender"],
  triggers: [{
    text: "Whenever this creature blocks a creature, that creature can't attack during its controller's next turn.",
    when: { on: "blocks", self: true, each: true }, // CR 509.3b: once for each creature it blocks
    // From now through its controller's next turn: it ends at the untap step after that turn (untap.ts).
    effect: [code((ctx) => {
      const id = ctx.data.object;
      const o = typeof id === "string" ? ctx.g.obj(id) : undefined;
      if (o && o.zone === "battlefield") ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", [o.id], { addKeywords: ["can't attack"] }, { until: "untap_steps", object: o.id, count: 2 });
    })],
  }],
});
