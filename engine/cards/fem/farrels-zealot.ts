// Farrel's Zealot: Whenever this creature attacks and isn't blocked, you may have it deal 3 damage to target creature. If you do, this creature assigns no combat damage this turn.
import { assignsNoCombatDamage, card, damage, targetCreature } from "../dsl";
export default card({
  name: "Farrel's Zealot",
  // CR 509.3g; ruling 2008-10-01: it may have to target itself, and the choice is made on resolution.
  triggers: [{
    text: "Whenever this creature attacks and isn't blocked, you may have it deal 3 damage to target creature. If you do, this creature assigns no combat damage this turn.",
    when: { on: "unblocked", self: true },
    targets: [targetCreature],
    effect: [{ do: "may", prompt: "Have Farrel's Zealot deal 3 damage to the target creature (it then assigns no combat damage this turn)?", then: [damage(3, "target"), assignsNoCombatDamage("self")] }],
    ai: { targets: "harmful" },
  }],
});
