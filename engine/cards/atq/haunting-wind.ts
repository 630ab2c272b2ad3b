// Haunting Wind: Whenever an artifact becomes tapped or a player activates an artifact's ability without {T} in its activation cost, this enchantment deals 1 damage to that artifact's controller.
import { card, artifact, damage } from "../dsl";
const text = "Whenever an artifact becomes tapped or a player activates an artifact's ability without {T} in its activation cost, this enchantment deals 1 damage to that artifact's controller.";
export default card({
  name: "Haunting Wind",
  triggers: [
    // CR 603.2e: becoming tapped (not entering tapped); "that_player" is the artifact's controller.
    { text, when: { on: "tapped", filter: artifact }, effect: [damage(1, "that_player")] },
    // CR 602.2, 605.3a: any activation, mana abilities included (Ashnod's Altar).
    { text, when: { on: "activated", filter: artifact, withoutTap: true }, effect: [damage(1, "that_player")] },
  ],
});
