// Greed: {B}, Pay 2 life: Draw a card.
import { ability, card, draw } from "../dsl";

export default card({
  name: "Greed",
  // CR 119.4: paying 2 life needs a life total of 2 or more.
  abilities: [ability("{B}, Pay 2 life: Draw a card.", { mana: "{B}", life: 2 }, [draw(1)])],
  ai: { value: 1 },
});
