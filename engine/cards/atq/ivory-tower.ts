// Ivory Tower: At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4.
import { card, atUpkeep, gainLife } from "../dsl";
export default card({
  name: "Ivory Tower",
  // X is counted as it resolves (CR 608.2h); with four or fewer cards nothing happens (ruling 2004-10-04).
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4.",
    [gainLife({ handSize: "you", minus: 4 })])],
  ai: { bonus: 0.3 },
});
