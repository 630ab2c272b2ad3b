// Pit Scorpion: Whenever this creature deals damage to a player, that player gets a poison counter. (A player with ten or more poison counters loses the game.)
import { card, code } from "../dsl";
export default card({
  name: "Pit Scorpion",
  triggers: [{
    text: "Whenever this creature deals damage to a player, that player gets a poison counter.",
    when: { on: "deals_damage", self: true, to: "player" },
    effect: [code((ctx) => { const p = ctx.data.player; if (p === "A" || p === "B") ctx.g.addPoison(p, 1); })], // CR 122.1f, 704.5c
  }],
});
