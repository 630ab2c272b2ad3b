// Artifact Possession: Enchant artifact / Whenever enchanted artifact becomes tapped or a player activates an ability of enchanted artifact without {T} in its activation cost, this Aura deals 2 damage to that artifact's controller.
import { card, artifact, damage, enchant } from "../dsl";
const text = "Whenever enchanted artifact becomes tapped or a player activates an ability of enchanted artifact without {T} in its activation cost, this Aura deals 2 damage to that artifact's controller.";
export default card({
  name: "Artifact Possession",
  enchant: enchant("artifact", artifact),
  triggers: [
    { text, when: { on: "tapped", enchanted: true }, effect: [damage(2, "that_player")] },
    // CR 602.2, 605.3a: any activation, mana abilities included.
    { text, when: { on: "activated", enchanted: true, withoutTap: true }, effect: [damage(2, "that_player")] },
  ],
  ai: { targets: "harmful" },
});
