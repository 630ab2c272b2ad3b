// Resurrection: Return target creature card from your graveyard to the battlefield.
import { card, cardInYourGraveyard, creature } from "../dsl";
export default card({
  name: "Resurrection",
  // It enters under the control of the player who put it there, its owner (CR 110.2).
  spell: { targets: [cardInYourGraveyard("target creature card in your graveyard", creature)], effect: [{ do: "move", what: "target", to: "battlefield", under: "you" }] },
});
