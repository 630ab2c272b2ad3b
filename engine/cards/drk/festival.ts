// Festival: Cast this spell only during an opponent's upkeep. / Creatures can't attack this turn.
import { card, code } from "../dsl";
export default card({
  name: "Festival",
  spell: {
    timing: "opponents_upkeep", // CR 601.3
    // A change to the rules for the turn: creatures that arrive later can't attack either (CR 611.2c).
    effect: [code((ctx) => ctx.g.addRuleEffect({ id: ctx.item.source, controller: ctx.controller }, "creatures_cant_attack", { until: "end_of_turn" }))],
  },
});
