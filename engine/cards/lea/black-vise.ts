// Black Vise: As this artifact enters, choose an opponent. / At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is the number of cards in their hand minus 4.
import { card, damage } from "../dsl";
export default card({
  name: "Black Vise",
  replacements: [{ enters: "choose", choose: "opponent", prompt: "Choose an opponent" }],
  triggers: [{
    text: "At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is the number of cards in their hand minus 4.",
    when: { on: "step", step: "upkeep", whose: "chosen_player" },
    // X is counted as it resolves (CR 608.2h).
    effect: [damage({ handSize: "that_player", minus: 4 }, "that_player")],
  }],
  ai: { bonus: 1.5 },
});
