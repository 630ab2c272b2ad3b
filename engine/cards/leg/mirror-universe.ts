// Mirror Universe: {T}, Sacrifice this artifact: Exchange life totals with target opponent. Activate only during your upkeep.
import { ability, card, code, tapCost, targetOpponent } from "../dsl";
export default card({
  name: "Mirror Universe",
  abilities: [
    ability("{T}, Sacrifice this artifact: Exchange life totals with target opponent. Activate only during your upkeep.", tapCost(undefined, { sacrificeSelf: true }), [
      code((ctx) => {
        const opp = ctx.target();
        if (opp === undefined || !ctx.g.isPlayer(opp)) return;
        const g = ctx.g;
        const mine = g.player(ctx.controller).life;
        const theirs = g.player(opp).life;
        // CR 701.12c: each player gains or loses the life needed to reach the other's previous total.
        for (const [p, to, from] of [[ctx.controller, theirs, mine], [opp, mine, theirs]] as const) {
          if (to > from) g.gainLife(p, to - from);
          else if (to < from) g.loseLife(p, from - to);
        }
      }),
    ], { targets: [targetOpponent], timing: "your_upkeep" }),
  ],
  ai: { bonus: 1 },
});
