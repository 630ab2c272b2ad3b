// Book of Rass: {2}, Pay 2 life: Draw a card.
import { card, ability, draw } from "../dsl";
export default card({
  name: "Book of Rass",
  // CR 119.4: 2 life can be paid only with a life total of at least 2 (ruling 2004-10-04).
  abilities: [ability("{2}, Pay 2 life: Draw a card.", { mana: "{2}", life: 2 }, [draw(1)])],
  ai: { bonus: 0.5 },
});
