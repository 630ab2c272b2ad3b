// Flash Counter: Counter target instant spell.
import { card, counter, targetSpellOf } from "../dsl";
export default card({
  name: "Flash Counter",
  spell: { targets: [targetSpellOf("target instant spell", { types: ["Instant"] })], effect: [counter()] },
  ai: { targets: "harmful", value: 1, responseOnly: true },
});
