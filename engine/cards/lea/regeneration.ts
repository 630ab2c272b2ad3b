// Regeneration: Enchant creature / {G}: Regenerate enchanted creature.
import { ability, card, enchantCreature, regenerate } from "../dsl";
export default card({
  name: "Regeneration",
  enchant: enchantCreature,
  // CR 701.19a: a shield on the creature the Aura enchants as the ability resolves.
  abilities: [ability("{G}: Regenerate enchanted creature.", { mana: "{G}" }, [regenerate("enchanted")])],
  ai: { targets: "helpful" },
});
