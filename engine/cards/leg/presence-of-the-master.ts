// Presence of the Master: Whenever a player casts an enchantment spell, counter it.
import { card, enchantment } from "../dsl";
export default card({
  name: "Presence of the Master",
  triggers: [{
    text: "Whenever a player casts an enchantment spell, counter it.",
    // CR 603.2, 601.2i: triggers on casting (ruling 2004-10-04: not when an enchantment is put onto the battlefield otherwise).
    when: { on: "cast", by: "any", filter: enchantment },
    effect: [{ do: "counter", what: "that_object" }], // CR 701.6a
  }],
});
