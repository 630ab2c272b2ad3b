// Fastbond: You may play any number of lands on each of your turns. / Whenever you play a land, if it wasn't the first land you played this turn, this enchantment deals 1 damage to you.
import { card, damage } from "../dsl";
export default card({
  name: "Fastbond",
  // CR 305.2: continuous effects may increase the number of lands a player can play.
  playerRules: [{ players: "you", extraLandPlays: "any", text: "You may play any number of lands on each of your turns." }],
  triggers: [{
    text: "Whenever you play a land, if it wasn't the first land you played this turn, this enchantment deals 1 damage to you.",
    // Rulings 2004-10-04: the "play a land" action only (any of them), not a land put onto the battlefield.
    when: { on: "plays_land", by: "you" },
    // CR 603.4: intervening "if"; CR 305.2a counts every land played this turn.
    condition: (g, self) => g.player(g.chars(self).controller).landsPlayed > 1,
    effect: [damage(1, "you")],
  }],
});
