// Yawgmoth Demon: Flying / First strike / At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to you.
import { card, artifact, atUpkeep, damage, tap } from "../dsl";
import { sacrificeOrElse } from "../shared/sacrifice";
export default card({
  name: "Yawgmoth Demon",
  keywords: ["flying", "first strike"],
  triggers: [
    // An optional choice of one artifact: [] declines (ruling 2004-10-04: not mandatory).
    atUpkeep("yours", "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to you.",
      sacrificeOrElse(artifact, "You may sacrifice an artifact", [tap("self"), damage(2, "you")], { optional: true })),
  ],
  ai: { feeds: { kind: "artifact", else: 2 } },
});
