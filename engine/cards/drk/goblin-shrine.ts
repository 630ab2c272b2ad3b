// Goblin Shrine: Enchant land / As long as enchanted land is a basic Mountain, Goblin creatures get +1/+0. / When this Aura leaves the battlefield, it deals 1 damage to each Goblin creature.
import { card, damage, enchant, land } from "../dsl";
import { goblinCreatures, goblinMountainAnthem } from "../shared/basic-mountain-aura";
export default card({
  name: "Goblin Shrine",
  enchant: enchant("land", land),
  // Any basic Mountain, also an opponent's (ruling 2004-10-04).
  statics: [goblinMountainAnthem(1, 0)],
  // CR 603.6c, 603.10a: a leaves-the-battlefield trigger; the damage is dealt as it resolves, to each Goblin creature then.
  triggers: [{ text: "When this Aura leaves the battlefield, it deals 1 damage to each Goblin creature.", when: { on: "leaves", self: true }, effect: [damage(1, { all: goblinCreatures })] }],
  ai: { targets: "helpful" },
});
