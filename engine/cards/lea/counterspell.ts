// Counterspell: Counter target spell.
import { card, counter, targetSpell } from "../dsl";
export default card({
  name: "Counterspell",
  spell: { targets: [targetSpell], effect: [counter()] },
  ai: { targets: "harmful", value: 2.4 },
});
