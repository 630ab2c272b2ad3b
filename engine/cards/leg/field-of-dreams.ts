// Field of Dreams: Players play with the top card of their libraries revealed.
import { card } from "../dsl";

// CR 701.20a, 401.2: a rule read by core/open-cards.ts (every player's top card; shown to both
// players after each action, also in network play). It doesn't put the card in its owner's hand
// (ruling 2013-04-15). World rule: CR 704.5k.
export default card({
  name: "Field of Dreams",
  keywords: ["players play with the top card of their libraries revealed"],
  // Symmetric information.
  ai: { bonus: 0.2 },
});
