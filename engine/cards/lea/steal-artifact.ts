// Steal Artifact: Enchant artifact / You control enchanted artifact.
import { artifact, card, enchant } from "../dsl";
export default card({
  name: "Steal Artifact",
  enchant: enchant("artifact", artifact),
  // CR 613.1b: layer 2, control-changing effects.
  statics: [{ layer: "2", affects: "enchanted", mod: { control: "source_controller" } }],
  ai: { value: 2, bonus: 0, targets: "harmful" },
});
