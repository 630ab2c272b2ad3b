// Night Soil: {1}, Exile two creature cards from a single graveyard: Create a 1/1 green Saproling creature token.
import { ability, card } from "../dsl";
import { createToken, SAPROLING } from "../tokens";
export default card({
  name: "Night Soil",
  tokens: [SAPROLING],
  abilities: [
    // Ruling: the cards are exiled as a cost (no one can respond); without a graveyard holding two creature cards it can't be paid.
    ability("{1}, Exile two creature cards from a single graveyard: Create a 1/1 green Saproling creature token.",
      { mana: "{1}", exile: { zone: "graveyard", filter: { types: ["Creature"] }, count: 2, text: "Exile two creature cards from a single graveyard", singleGraveyard: true } },
      [createToken(SAPROLING)]),
  ],
});
