// Marsh Viper: Whenever this creature deals damage to a player, that player gets two poison counters. (A player with ten or more poison counters loses the game.)
import { card, code } from "../dsl";
export default card({
  name: "Marsh Viper",
  triggers: [{
    text: "Whenever this creature deals damage to a player, that player gets two poison counters.",
    when: { on: "deals_damage", self: true, to: "player" },
    // CR 122.1f; CR 704.5c: ten or more poison counters lose the game.
    effect: [code((ctx) => { const p = ctx.data.player; if (p === "A" || p === "B") ctx.g.addPoison(p, 2); })],
  }],
});
