// The Brute: Enchant creature / Enchanted creature gets +1/+0. / {R}{R}{R}: Regenerate enchanted creature.
import { card, ability, auraPump, enchantCreature, regenerate } from "../dsl";
export default card({
  name: "The Brute",
  enchant: enchantCreature,
  statics: [auraPump(1, 0)],
  abilities: [ability("{R}{R}{R}: Regenerate enchanted creature.", { mana: "{R}{R}{R}" }, [regenerate("enchanted")])],
  ai: { bonus: 0.3 },
});
