// Skull of Orm: {5}, {T}: Return target enchantment card from your graveyard to your hand.
import { card, ability, tapCost, cardInYourGraveyard } from "../dsl";
export default card({
  name: "Skull of Orm",
  abilities: [ability("{5}, {T}: Return target enchantment card from your graveyard to your hand.", tapCost("{5}"), [{ do: "move", what: "target", to: "hand" }], { targets: [cardInYourGraveyard("target enchantment card from your graveyard", { types: ["Enchantment"] })] })],
  ai: { targets: "helpful" },
});
