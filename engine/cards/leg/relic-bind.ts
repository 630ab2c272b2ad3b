// Relic Bind: Enchant artifact an opponent controls / Whenever enchanted artifact becomes tapped, choose one — • This Aura deals 1 damage to target player or planeswalker. • Target player gains 1 life.
import { card, damage, enchant, gainLife, targetPlayer } from "../dsl";
export default card({
  name: "Relic Bind",
  enchant: enchant("artifact an opponent controls", { types: ["Artifact"], controller: "opponent" }),
  triggers: [{
    text: "Whenever enchanted artifact becomes tapped, choose one — • This Aura deals 1 damage to target player or planeswalker. • Target player gains 1 life.",
    // CR 603.2e: becomes tapped for any reason, its cost included; CR 603.3c, 700.2b: the mode is
    // chosen as the ability goes on the stack, then its target (no planeswalkers in this card pool).
    when: { on: "tapped", enchanted: true },
    modes: [
      { text: "This Aura deals 1 damage to target player or planeswalker.", targets: [{ ...targetPlayer, text: "target player or planeswalker" }], effect: [damage(1, "target")] },
      { text: "Target player gains 1 life.", targets: [targetPlayer], effect: [gainLife(1, "target")] },
    ],
    effect: [],
  }],
  ai: { targets: "harmful" },
});
