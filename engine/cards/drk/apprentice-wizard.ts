// Apprentice Wizard: {U}, {T}: Add {C}{C}{C}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Apprentice Wizard",
  // CR 605.1a: a mana ability (no target, makes mana), so it doesn't use the stack.
  abilities: [manaAbility("{U}, {T}: Add {C}{C}{C}.", { fixed: "CCC" }, { tap: true, mana: "{U}" })],
  ai: { bonus: 1 },
});
