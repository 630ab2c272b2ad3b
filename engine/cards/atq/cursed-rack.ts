// Cursed Rack: As this artifact enters, choose an opponent. / The chosen player's maximum hand size is four.
import { card } from "../dsl";
export default card({
  name: "Cursed Rack",
  // CR 614.12; ruling 2004-10-04: the choice stays even if the Rack changes controllers.
  replacements: [{ enters: "choose", choose: "opponent", prompt: "Choose an opponent" }],
  // CR 402.2, 514.1: they discard down to four in their cleanup step.
  playerRules: [{ players: "chosen_player", maxHandSize: 4, text: "The chosen player's maximum hand size is four." }],
});
