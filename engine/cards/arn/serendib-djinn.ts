// Serendib Djinn: Flying / At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this way, this creature deals 3 damage to you. / When you control no lands, sacrifice this creature.
import { card, atUpkeep, code, damage, land, sacrifice } from "../dsl";
import { controlledBy, isA } from "../shared/permanents";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";
export default card({
  name: "Serendib Djinn",
  keywords: ["flying"],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this way, this creature deals 3 damage to you.", [
      // The land is chosen as the ability resolves (ruling 2004-10-04).
      // The land type is data (cards/words.ts), for text-changing effects (CR 612).
      code(worded({ subtypes: ["Island"] }, (w) => (ctx: ResolveContext) => {
        const [pick] = ctx.chooseCards(ctx.controller, controlledBy(ctx.g, ctx.controller, land), 1, 1, "Choose a land to sacrifice");
        if (!pick) return;
        ctx.memo.island = isA(ctx.g, pick, w, ctx.controller);
        ctx.g.sacrifice(pick);
      })),
      { do: "if", test: (ctx) => ctx.memo.island === true, then: [damage(3, "you")] },
    ]),
    {
      // CR 603.8: a state trigger.
      text: "When you control no lands, sacrifice this creature.",
      when: { on: "state", test: (g, self) => controlledBy(g, self.controller, land).length === 0 },
      effect: [sacrifice("self")],
    },
  ],
  ai: { feeds: { kind: "land", else: 3 } },
});
