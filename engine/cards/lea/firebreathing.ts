// Firebreathing: Enchant creature / {R}: Enchanted creature gets +1/+0 until end of turn.
import { card, ability, enchant, enchantCreature, pump } from "../dsl";
export default card({
  name: "Firebreathing",
  enchant: enchantCreature,
  // The ability is the Aura's; "enchanted creature" is the one it enchants as the ability
  // resolves, or as the Aura last existed if it has left (CR 608.2h).
  abilities: [ability("{R}: Enchanted creature gets +1/+0 until end of turn.", { mana: "{R}" }, [pump(1, 0, "enchanted")])],
  ai: { targets: "helpful", bonus: 0.6 },
});
