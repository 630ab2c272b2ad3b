// Darkness: Prevent all combat damage that would be dealt this turn.
import { card } from "../dsl";
import { preventAllCombatDamage } from "../shared/fog";
export default card({
  name: "Darkness",
  spell: { effect: [preventAllCombatDamage] },
  ai: { responseOnly: true },
});
