// Adun Oakenshield: {B}{R}{G}, {T}: Return target creature card from your graveyard to your hand.
import { card, ability, cardInYourGraveyard, creature, tapCost } from "../dsl";
export default card({
  name: "Adun Oakenshield",
  abilities: [ability("{B}{R}{G}, {T}: Return target creature card from your graveyard to your hand.", tapCost("{B}{R}{G}"),
    [{ do: "move", what: "target", to: "hand" }], { targets: [cardInYourGraveyard("target creature card from your graveyard", creature)] })],
  ai: { bonus: 1.5 },
});
