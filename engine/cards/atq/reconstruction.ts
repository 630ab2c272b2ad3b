// Reconstruction: Return target artifact card from your graveyard to your hand.
import { artifact, card, cardInYourGraveyard } from "../dsl";
export default card({
  name: "Reconstruction",
  spell: { targets: [cardInYourGraveyard("target artifact card in your graveyard", artifact)], effect: [{ do: "move", what: "target", to: "hand" }] },
});
