// Deep Water: {U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type.
import { card, ability, code } from "../dsl";
export default card({
  name: "Deep Water",
  // A replacement for the mana of every land its controller taps this turn, those gained later
  // included (rulings; CR 611.2c); the amount is unchanged (engine/core/mana.ts).
  abilities: [ability("{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type.", { mana: "{U}" },
    [code((ctx) => ctx.g.addRuleEffect({ id: ctx.item.source, controller: ctx.controller }, "lands_make_blue", { until: "end_of_turn" }))])],
  ai: { value: 0.2 },
});
