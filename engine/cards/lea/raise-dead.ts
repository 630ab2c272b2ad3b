// Raise Dead: Return target creature card from your graveyard to your hand.
import { card, cardInYourGraveyard, creature } from "../dsl";
export default card({
  name: "Raise Dead",
  spell: { targets: [cardInYourGraveyard("target creature card in your graveyard", creature)], effect: [{ do: "move", what: "target", to: "hand" }] },
});
