// Force Spike: Counter target spell unless its controller pays {1}.
import { card, code, counter, targetSpell } from "../dsl";
export default card({
  name: "Force Spike",
  spell: {
    targets: [targetSpell],
    effect: [
      // "its controller": the spell's controller as Force Spike resolves (CR 608.2b).
      code((ctx) => { const item = ctx.g.state.stack.find((i) => i.id === ctx.target()); if (item) ctx.memo.payer = item.controller; }),
      { do: "unlessPays", who: { memo: "payer" }, cost: "{1}", then: [counter()] },
    ],
  },
  ai: { targets: "harmful", value: 1.2 },
});
