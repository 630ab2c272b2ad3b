// Control Magic: Enchant creature / You control enchanted creature.
import { card, enchant, enchantCreature } from "../dsl";
export default card({
  name: "Control Magic",
  enchant: enchantCreature,
  // CR 613.1b: layer 2, control-changing effects.
  statics: [{ layer: "2", affects: "enchanted", mod: { control: "source_controller" } }],
  ai: { value: 3, bonus: 0, targets: "harmful" },
});
