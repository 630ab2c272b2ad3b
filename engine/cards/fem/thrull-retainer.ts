// Thrull Retainer: Enchant creature / Enchanted creature gets +1/+1. / Sacrifice this Aura: Regenerate enchanted creature.
import { card, ability, auraPump, enchantCreature, regenerate } from "../dsl";
export default card({
  name: "Thrull Retainer",
  enchant: enchantCreature,
  statics: [auraPump(1, 1)],
  abilities: [
    // "Enchanted creature" is the one it enchanted as it was sacrificed (CR 113.7a, last known
    // information). The +1/+1 is gone at once, before the shield exists (ruling 2004-10-04).
    ability("Sacrifice this Aura: Regenerate enchanted creature.", { sacrificeSelf: true }, [regenerate("enchanted")]),
  ],
  ai: { targets: "helpful" },
});
