// The Rack: As this artifact enters, choose an opponent. / At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is 3 minus the number of cards in their hand.
import { card, damage } from "../dsl";
export default card({
  name: "The Rack",
  replacements: [{ enters: "choose", choose: "opponent", prompt: "Choose an opponent" }],
  triggers: [{
    text: "At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is 3 minus the number of cards in their hand.",
    when: { on: "step", step: "upkeep", whose: "chosen_player" },
    effect: [damage({ handSize: "that_player", minus: 3, times: -1 }, "that_player")],
  }],
  ai: { bonus: 1.5 },
});
