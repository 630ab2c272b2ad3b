// Verduran Enchantress: Whenever you cast an enchantment spell, you may draw a card.
import { card, draw, enchantment } from "../dsl";
export default card({
  name: "Verduran Enchantress",
  triggers: [{
    text: "Whenever you cast an enchantment spell, you may draw a card.",
    when: { on: "cast", by: "you", filter: enchantment },
    effect: [{ do: "may", prompt: "Draw a card?", then: [draw(1)] }],
  }],
});
