// Library of Leng: You have no maximum hand size. / If an effect causes you to discard a card, discard it, but you may put it on top of your library instead of into your graveyard.
import { card } from "../dsl";
export default card({
  name: "Library of Leng",
  playerRules: [
    // CR 402.2: "no maximum hand size" (applied in timestamp order with other hand-size effects, ruling 2009-10-01).
    { players: "you", maxHandSize: Infinity, text: "You have no maximum hand size." },
    // CR 614.1a: a discard caused by an effect may go on top of the library; not a cost's discard (ruling 2004-10-04).
    { players: "you", mayDiscardToLibraryTop: true },
  ],
});
