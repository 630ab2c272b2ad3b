// Floral Spuzzem: Whenever this creature attacks and isn't blocked, you may destroy target artifact defending player controls. If you do, this creature assigns no combat damage this turn.
import { assignsNoCombatDamage, card, destroy, target } from "../dsl";
export default card({
  name: "Floral Spuzzem",
  triggers: [{
    text: "Whenever this creature attacks and isn't blocked, you may destroy target artifact defending player controls. If you do, this creature assigns no combat damage this turn.",
    when: { on: "unblocked", self: true }, // CR 509.3g
    targets: [target("target artifact defending player controls", { types: ["Artifact"], controller: "opponent" })],
    effect: [{ do: "may", prompt: "Destroy the target artifact (Floral Spuzzem then assigns no combat damage this turn)?", then: [destroy("target"), assignsNoCombatDamage("self")] }],
    ai: { targets: "harmful" },
  }],
});
