// Animate Artifact: Enchant artifact / As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal to its mana value.
import { card, artifact, enchant } from "../dsl";
export default card({
  name: "Animate Artifact",
  enchant: enchant("artifact", artifact),
  statics: [{
    text: "As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal to its mana value.",
    // Judged as the effect starts to apply in layer 4 (ruling 2008-08-01: an artifact that is already
    // a creature keeps its power and toughness); its layer-7b part follows the same object (CR 613.6).
    affects: "enchanted", only: { notTypes: ["Creature"] }, layer: "4", mod: { addTypes: ["Artifact", "Creature"] },
    also: [{ layer: "7b", mod: (_g, _self, _target, c) => ({ setPt: [c.manaValue, c.manaValue] }) }],
  }],
  ai: { targets: "helpful" },
});
