// Vodalian Mage: {U}, {T}: Counter target spell unless its controller pays {1}.
import { card, ability, code, counter, tapCost, targetSpell } from "../dsl";
export default card({
  name: "Vodalian Mage",
  abilities: [ability("{U}, {T}: Counter target spell unless its controller pays {1}.", tapCost("{U}"), [
    // "its controller": the spell's controller as the ability resolves (CR 608.2b); always asked (CR 118.12a).
    code((ctx) => { const item = ctx.g.state.stack.find((i) => i.id === ctx.target()); if (item) ctx.memo.payer = item.controller; }),
    { do: "unlessPays", who: { memo: "payer" }, cost: "{1}", then: [counter()] },
  ], { targets: [targetSpell], ai: { targets: "harmful" } })],
});
