// Lord of the Pit: Flying, trample / At the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to you.
import { card, atUpkeep, code, creature, damage } from "../dsl";
import { chooseAndSacrifice } from "../shared/h6";
export default card({
  name: "Lord of the Pit",
  keywords: ["flying", "trample"],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to you.", [
      // A creature must be sacrificed if there is one; taking the damage instead isn't a choice (ruling 2017-11-17).
      code((ctx) => {
        ctx.memo.sacrificed = !!chooseAndSacrifice(ctx, ctx.controller, creature, "Choose a creature to sacrifice", { exclude: ctx.item.source });
      }),
      { do: "if", test: (ctx) => !ctx.memo.sacrificed, then: [damage(7, "you")] },
    ]),
  ],
  ai: { avoidInDecks: true },
});
