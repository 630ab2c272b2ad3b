// Storm World: At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is 4 minus the number of cards in their hand.
import { atUpkeep, card, damage } from "../dsl";

export default card({
  name: "Storm World",
  // World: the world rule (CR 704.5k) is a state-based action of the engine, read from the supertype.
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is 4 minus the number of cards in their hand.",
    // X is counted as it resolves (CR 608.2h); ruling 2009-10-01: with four or more cards, nothing (CR 107.1b: a negative amount is 0).
    [damage({ handSize: "that_player", minus: 4, times: -1 }, "that_player")])],
});
