// Lord of the Pit: Flying, trample / At the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to you.
import { card, atUpkeep, creature, damage } from "../dsl";
import { sacrificeOrElse } from "../shared/sacrifice";
export default card({
  name: "Lord of the Pit",
  keywords: ["flying", "trample"],
  triggers: [
    // A creature must be sacrificed if there is one; taking the damage instead isn't a choice (ruling 2017-11-17).
    atUpkeep("yours", "At the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to you.",
      sacrificeOrElse(creature, "Choose a creature to sacrifice", [damage(7, "you")], { excludeSelf: true })),
  ],
  ai: { feeds: { kind: "creature", else: 7 } },
});
