// Yawgmoth Demon: Flying / First strike / At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to you.
import { card, artifact, atUpkeep, code, damage, tap } from "../dsl";
import { chooseAndSacrifice } from "../shared/h6";
export default card({
  name: "Yawgmoth Demon",
  keywords: ["flying", "first strike"],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to you.", [
      // An optional choice of one artifact: [] declines (ruling 2004-10-04: not mandatory).
      code((ctx) => {
        ctx.memo.sacrificed = !!chooseAndSacrifice(ctx, ctx.controller, artifact, "You may sacrifice an artifact", { optional: true });
      }),
      { do: "if", test: (ctx) => !ctx.memo.sacrificed, then: [tap("self"), damage(2, "you")] },
    ]),
  ],
  ai: { avoidInDecks: true },
});
