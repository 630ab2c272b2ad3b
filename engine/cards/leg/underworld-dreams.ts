// Underworld Dreams: Whenever an opponent draws a card, this enchantment deals 1 damage to that player.
import { card, damage } from "../dsl";
export default card({
  name: "Underworld Dreams",
  triggers: [
    // CR 121.1, 603.2: one trigger per card an opponent draws (the draw step's draw too); "that player" is the drawer.
    { text: "Whenever an opponent draws a card, this enchantment deals 1 damage to that player.", when: { on: "draws", by: "opponent" }, effect: [damage(1, "that_player")] },
  ],
});
