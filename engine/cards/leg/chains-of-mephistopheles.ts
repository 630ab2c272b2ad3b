// Chains of Mephistopheles: If a player would draw a card except the first one they draw in each of their draw steps, that player discards a card instead. If the player discards a card this way, they draw a card. If the player doesn't discard a card this way, they mill a card.
import { card } from "../dsl";
export default card({
  name: "Chains of Mephistopheles",
  // CR 614.11, 121.6: each draw but the draw step's first is replaced (engine/core/replace-events.ts);
  // several Chains apply in turn, each to the draw the previous one made (CR 614.5, ruling 2004-10-04).
  playerRules: [{ players: "each", drawReplacement: { exceptFirstInDrawStep: true, instead: "discard_then_draw_else_mill" } }],
});
