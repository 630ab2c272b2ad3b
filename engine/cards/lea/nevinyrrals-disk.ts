// Nevinyrral's Disk: This artifact enters tapped. / {1}, {T}: Destroy all artifacts, creatures, and enchantments.
import { card, ability, destroy, tapCost } from "../dsl";
export default card({
  name: "Nevinyrral's Disk",
  replacements: [{ enters: "tapped" }],
  abilities: [ability("{1}, {T}: Destroy all artifacts, creatures, and enchantments.", tapCost("{1}"), [destroy({ all: { types: ["Artifact", "Creature", "Enchantment"] } })])],
  ai: { bonus: 2.5 },
});
