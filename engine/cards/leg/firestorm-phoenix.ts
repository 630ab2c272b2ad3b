// Firestorm Phoenix: Flying / If this creature would die, return it to its owner's hand instead. Until that player's next turn, that player plays with that card revealed in their hand and can't play it.
import { card } from "../dsl";
export default card({
  name: "Firestorm Phoenix",
  keywords: ["flying"],
  // CR 614.6, 700.4: any way it would be put into a graveyard from the battlefield (destroyed, sacrificed,
  // lethal damage); the card is revealed and can't be played until its owner's next turn (engine/core/game.ts).
  replacements: [{ dies: "return_to_hand_revealed" }],
});
