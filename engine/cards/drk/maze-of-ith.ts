// Maze of Ith: {T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.
import { card, ability, tapCost } from "../dsl";
import { targetAttackingCreature, untapAttackerAndPreventItsCombatDamage } from "../shared/untap-attacker";
export default card({
  name: "Maze of Ith",
  // A land with no mana ability (ruling).
  abilities: [ability("{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.",
    tapCost(), untapAttackerAndPreventItsCombatDamage, { targets: [targetAttackingCreature] })],
  ai: { targets: "harmful" },
});
