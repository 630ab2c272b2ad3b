// Remove Soul: Counter target creature spell.
import { card, counter, targetSpellOf } from "../dsl";
export default card({
  name: "Remove Soul",
  // Ruling 2008-04-01: any spell with the type Creature (artifact creatures too).
  spell: { targets: [targetSpellOf("target creature spell", { types: ["Creature"] })], effect: [counter()] },
  ai: { targets: "harmful", value: 2 },
});
