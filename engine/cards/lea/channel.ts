// Channel: Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you do, add {C}.
import { card } from "../dsl";
import { grantSpecialMana } from "../../core/mana-pool";
export default card({
  name: "Channel",
  spell: {
    // Used with an `activate` naming this card (CR 605.3a timing; 119.4: only with at least 1
    // life, ruling 2017-11-17); it ends in the cleanup step (CR 514.2).
    effect: [{ do: "code", run: (ctx) => grantSpecialMana(ctx.g, ctx.controller, ctx.item.sourceCard!, "Channel", 1, "C") }],
  },
  // heuristic.ts `lethalX`: cast, and its life paid, only when it makes an X damage spell lethal.
  ai: { lifeForMana: 1 },
});
