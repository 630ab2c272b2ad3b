// Holy Day: Prevent all combat damage that would be dealt this turn.
import { card } from "../dsl";
import { preventAllCombatDamage } from "../shared/fog";
export default card({
  name: "Holy Day",
  spell: { effect: [preventAllCombatDamage] },
  ai: { responseOnly: true },
});
