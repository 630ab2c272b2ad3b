// Instill Energy: Enchant creature / Enchanted creature can attack as though it had haste. / {0}: Untap enchanted creature. Activate only during your turn and only once each turn.
import { card, ability, enchantCreature, grants, untap } from "../dsl";
export default card({
  name: "Instill Energy",
  enchant: enchantCreature,
  // CR 302.6: only attacking ignores summoning sickness; its {T} abilities still can't be activated.
  statics: [grants("enchanted", ["can attack as though it had haste"])],
  // "Your turn" is the turn of the Aura's controller (ruling 2004-10-04: even on an opponent's creature).
  abilities: [ability("{0}: Untap enchanted creature. Activate only during your turn and only once each turn.", { mana: "{0}" }, [untap("enchanted")], { timing: "your_turn", oncePerTurn: true })],
  ai: { targets: "helpful" },
});
