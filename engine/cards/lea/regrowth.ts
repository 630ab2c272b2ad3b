// Regrowth: Return target card from your graveyard to your hand.
import { card, cardInYourGraveyard } from "../dsl";
export default card({
  name: "Regrowth",
  spell: { targets: [cardInYourGraveyard("target card in your graveyard")], effect: [{ do: "move", what: "target", to: "hand" }] },
});
