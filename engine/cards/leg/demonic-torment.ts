// Demonic Torment: Enchant creature / Enchanted creature can't attack. / Prevent all combat damage that would be dealt by enchanted creature.
import { card, enchantCreature, grants } from "../dsl";
export default card({
  name: "Demonic Torment",
  enchant: enchantCreature,
  statics: [grants("enchanted", ["can't attack"])],
  // CR 615: static prevention of the combat damage it would deal (as a blocker too).
  prevents: [{ by: "enchanted", combatOnly: true }],
  ai: { targets: "harmful" },
});
