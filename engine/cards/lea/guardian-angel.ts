// Guardian Angel: Prevent the next X damage that would be dealt to any target this turn. Until end of turn, you may pay {1} any time you could cast an instant. If you do, prevent the next 1 damage that would be dealt to that permanent or player this turn.
import { anyTarget, card, code, prevent } from "../dsl";
import { grantSpecialPay } from "../../core/special-pay";
export default card({
  name: "Guardian Angel",
  spell: {
    targets: [anyTarget],
    effect: [
      prevent("X", "target"), // CR 615.7: a shield of X
      // Each {1} paid later this turn (an `activate` naming this card, ability 1; no stack) adds a
      // shield of 1 on the same permanent or player (engine/core/special-pay.ts).
      code((ctx) => {
        const t = ctx.target(0);
        if (t === undefined) return;
        grantSpecialPay(ctx.g, {
          player: ctx.controller, card: ctx.item.sourceCard!, name: "Guardian Angel", source: ctx.item.source, cost: "{1}", prevent: 1, preventTo: t,
          text: `Pay {1}: Prevent the next 1 damage that would be dealt to ${ctx.g.isPlayer(t) ? ctx.g.player(t).name : ctx.g.obj(t)!.name} this turn.`,
        });
      }),
    ],
  },
  ai: { targets: "helpful", responseOnly: true },
});
