// Spell Blast: Counter target spell with mana value X. (For example, if that spell's mana cost is {3}{U}{U}, X is 5.)
import { card, counter, targetSpellOf } from "../dsl";
export default card({
  name: "Spell Blast",
  // The target's mana value includes the X chosen for it (CR 202.3e; ruling 2013-07-01).
  spell: { targets: [targetSpellOf("target spell with mana value X", { manaValue: { eq: "X" } })], effect: [counter()] },
  ai: { targets: "harmful", responseOnly: true },
});
