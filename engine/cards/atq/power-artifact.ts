// Power Artifact: Enchant artifact / Enchanted artifact's activated abilities cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.
import { card, artifact, enchant } from "../dsl";
export default card({
  name: "Power Artifact",
  enchant: enchant("artifact", artifact),
  // CR 601.2f, 118.7a: generic mana only (ruling 2004-10-04); an ability costing no mana stays free.
  costChanges: [{ abilities: "enchanted", less: 2, minOne: true }],
  ai: { targets: "helpful" },
});
