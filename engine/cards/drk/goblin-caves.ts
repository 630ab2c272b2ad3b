// Goblin Caves: Enchant land / As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2.
import { card, enchant, land } from "../dsl";
import { goblinMountainAnthem } from "../shared/basic-mountain-aura";
export default card({
  name: "Goblin Caves",
  enchant: enchant("land", land),
  // Any basic Mountain, also an opponent's (ruling 2004-10-04); all Goblin creatures, whoever controls them.
  statics: [goblinMountainAnthem(0, 2)],
  ai: { targets: "helpful" },
});
