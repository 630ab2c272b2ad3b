// Manabarbs: Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.
import { card, damage } from "../dsl";
export default card({
  name: "Manabarbs",
  triggers: [{
    text: "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.",
    when: { on: "tapped_for_mana", filter: { types: ["Land"] } },
    effect: [damage(1, "that_player")],
  }],
  ai: { bonus: 0.5 },
});
