// Ebony Horse: {2}, {T}: Untap target attacking creature you control. Prevent all combat damage that would be dealt to and dealt by that creature this turn.
import { card, ability, tapCost } from "../dsl";
import { targetAttackingCreatureYouControl, untapAttackerAndPreventItsCombatDamage } from "../shared/untap-attacker";
export default card({
  name: "Ebony Horse",
  abilities: [ability("{2}, {T}: Untap target attacking creature you control. Prevent all combat damage that would be dealt to and dealt by that creature this turn.",
    tapCost("{2}"), untapAttackerAndPreventItsCombatDamage, { targets: [targetAttackingCreatureYouControl] })],
  ai: { targets: "helpful" },
});
