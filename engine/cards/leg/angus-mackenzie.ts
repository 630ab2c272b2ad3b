// Angus Mackenzie: {G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step.
import { card, ability, tapCost } from "../dsl";
import { preventAllCombatDamage } from "../shared/fog";
import { spellTimingProblem } from "../../core/spell-timing";
export default card({
  name: "Angus Mackenzie",
  abilities: [ability("{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step.", tapCost("{G}{W}{U}"), [preventAllCombatDamage], {
    // CR 602.5b; the first-strike damage step is a combat damage step too (CR 510.4).
    condition: (g) => spellTimingProblem(g, "before_combat_damage") === null,
    conditionText: "before the combat damage step",
    ai: { trick: true },
  })],
  ai: { bonus: 1 },
});
