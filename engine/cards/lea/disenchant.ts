// Disenchant: Destroy target artifact or enchantment.
import { card, destroy, target } from "../dsl";
export default card({
  name: "Disenchant",
  spell: { targets: [target("target artifact or enchantment", { types: ["Artifact", "Enchantment"] })], effect: [destroy()] },
  ai: { value: 1.4 },
});
