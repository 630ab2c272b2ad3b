// North Star: {4}, {T}: For one spell this turn, you may spend mana as though it were mana of any type to pay that spell's mana cost. (Additional costs are still paid normally.)
import { ability, card, code, tapCost } from "../dsl";
export default card({
  name: "North Star",
  abilities: [
    ability("{4}, {T}: For one spell this turn, you may spend mana as though it were mana of any type to pay that spell's mana cost. (Additional costs are still paid normally.)", tapCost("{4}"), [
      // CR 609.4b, 611.2c: a rule effect for its controller until end of turn, used up by the first
      // spell whose payment needs it (engine/core/mana-pool.ts); spells that can be paid without it leave it.
      code((ctx) => ctx.g.addRuleEffect({ id: ctx.item.source, controller: ctx.controller }, "spend_any_type_one_spell", { until: "end_of_turn" })),
    ], { ai: { never: true } }),
  ],
  ai: { bonus: 0.5 },
});
