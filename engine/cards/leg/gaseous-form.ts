// Gaseous Form: Enchant creature / Prevent all combat damage that would be dealt to and dealt by enchanted creature.
import { card, enchantCreature } from "../dsl";
export default card({
  name: "Gaseous Form",
  enchant: enchantCreature,
  // CR 615: static prevention, to and by the enchanted creature, combat damage only.
  prevents: [{ to: "enchanted", combatOnly: true }, { by: "enchanted", combatOnly: true }],
});
