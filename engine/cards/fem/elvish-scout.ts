// Elvish Scout: {G}, {T}: Untap target attacking creature you control. Prevent all combat damage that would be dealt to and dealt by it this turn.
import { card, ability, tapCost } from "../dsl";
import { targetAttackingCreatureYouControl, untapAttackerAndPreventItsCombatDamage } from "../shared/untap-attacker";
export default card({
  name: "Elvish Scout",
  abilities: [ability("{G}, {T}: Untap target attacking creature you control. Prevent all combat damage that would be dealt to and dealt by it this turn.",
    tapCost("{G}"), untapAttackerAndPreventItsCombatDamage, { targets: [targetAttackingCreatureYouControl] })],
  ai: { targets: "helpful" },
});
