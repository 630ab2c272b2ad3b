// Nettling Imp: {T}: Choose target non-Wall creature the active player has controlled continuously since the beginning of the turn. That creature attacks this turn if able. Destroy it at the beginning of the next end step if it didn't attack this turn. Activate only during an opponent's turn, before attackers are declared.
import { ability, card, destroy, tapCost, target } from "../dsl";
import type { Step } from "../../types";
import { attackedThisTurn } from "../../core/history";
/** Steps of a turn before attackers are declared in which a player gets priority (CR 502.4, 508.1). */
const BEFORE_ATTACKERS: Step[] = ["upkeep", "draw", "precombat_main", "beginning_of_combat"];
export default card({
  name: "Nettling Imp",
  abilities: [ability("{T}: Choose target non-Wall creature the active player has controlled continuously since the beginning of the turn. That creature attacks this turn if able. Destroy it at the beginning of the next end step if it didn't attack this turn. Activate only during an opponent's turn, before attackers are declared.",
    tapCost(), [{ do: "grant", what: "target", keywords: ["attacks this turn if able"] }, { do: "delayed", index: 0, object: "target" }], {
      targets: [target("target non-Wall creature the active player has controlled continuously since the beginning of the turn", {
        types: ["Creature"], notSubtypes: ["Wall"],
        // CR 302.6: during its controller's turn, "sick" is exactly "not controlled continuously since the turn began".
        where: (g, o, c) => c.controller === g.state.turn.active && !o.sick,
      })],
      // Only before the declare attackers step of the turn's first combat (ruling 2013-09-20).
      condition: (g, _self, player) => g.state.turn.active !== player && BEFORE_ATTACKERS.includes(g.state.turn.step),
      conditionText: "Activate only during an opponent's turn, before attackers are declared",
      ai: { targets: "harmful" },
    })],
  // Destroyed even if it couldn't attack (rulings 2004-10-04), and even if the Imp has left.
  delayed: [{
    text: "Destroy it if it didn't attack this turn.",
    at: { at: "next_end_step" },
    effect: [{ do: "if", test: (ctx) => !!ctx.data.object && !attackedThisTurn(ctx.g, ctx.data.object), then: [destroy("that_object")] }],
  }],
});
