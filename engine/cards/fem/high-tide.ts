// High Tide: Until end of turn, whenever a player taps an Island for mana, that player adds an additional {U}.
import { card, code } from "../dsl";
export default card({
  name: "High Tide",
  spell: {
    // A delayed triggered mana ability (CR 603.7, 605.1b, 605.4a) for the rest of the turn: any
    // player's Islands, those that arrive later too, whatever mana they made (rulings 2010-03-01);
    // engine/core/mana-pool.ts `islandBonus`.
    effect: [code((ctx) => ctx.g.addRuleEffect({ id: ctx.item.source, controller: ctx.controller }, "islands_add_blue", { until: "end_of_turn" }))],
  },
  ai: { ritual: true },
});
