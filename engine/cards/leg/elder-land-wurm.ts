// Elder Land Wurm: Defender, trample / When this creature blocks, it loses defender.
import { card, code } from "../dsl";
export default card({
  name: "Elder Land Wurm",
  keywords: ["defender", "trample"],
  triggers: [{
    text: "When this creature blocks, it loses defender.",
    when: { on: "blocks", self: true }, // CR 509.3a
    // Layer 6 (CR 613.1f), for as long as it is on the battlefield; ruling 2004-10-04: a defender
    // given later by another effect (a later timestamp) is not lost until it blocks again.
    effect: [code((ctx) => {
      const o = ctx.self();
      if (o) ctx.g.addEffect({ id: o.id, controller: ctx.controller }, "6", [o.id], { removeKeywords: ["defender"] }, { until: "indefinitely" });
    })],
  }],
});
