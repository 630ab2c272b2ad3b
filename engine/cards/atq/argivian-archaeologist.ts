// Argivian Archaeologist: {W}{W}, {T}: Return target artifact card from your graveyard to your hand.
import { ability, artifact, card, cardInYourGraveyard, tapCost } from "../dsl";
export default card({
  name: "Argivian Archaeologist",
  abilities: [
    ability("{W}{W}, {T}: Return target artifact card from your graveyard to your hand.", tapCost("{W}{W}"), [{ do: "move", what: "target", to: "hand" }], {
      targets: [cardInYourGraveyard("target artifact card in your graveyard", artifact)],
    }),
  ],
  ai: { bonus: 1 },
});
