// Fellwar Stone: {T}: Add one mana of any color that a land an opponent controls could produce.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Fellwar Stone",
  // The colors are read as it is activated, from the opponents' lands' mana abilities, tapped or
  // not, costs ignored; never colorless (CR 106.7, rulings).
  abilities: [manaAbility("{T}: Add one mana of any color that a land an opponent controls could produce.", { anyColor: 1, colorsOfOpponentsLands: true })],
});
