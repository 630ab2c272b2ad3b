// Recall: Discard X cards, then return a card from your graveyard to your hand for each card discarded this way. Exile Recall.
import { card, code } from "../dsl";
export default card({
  name: "Recall",
  spell: {
    effect: [
      code((ctx) => {
        // Discarding happens on resolution: all of the hand if it has fewer than X cards (ruling 2009-10-01).
        const hand = [...ctx.g.player(ctx.controller).hand];
        const n = Math.min(ctx.x, hand.length);
        const picks = ctx.chooseCards(ctx.controller, hand, n, n, `Discard ${n} card${n === 1 ? "" : "s"}`);
        ctx.memo.discarded = picks.length;
        ctx.g.simultaneously(() => { for (const id of picks) ctx.g.discard(ctx.controller, id); });
      }),
      code((ctx) => {
        // Chosen after discarding; the cards just discarded may be chosen (ruling 2009-10-01).
        const gy = [...ctx.g.player(ctx.controller).graveyard];
        const n = Math.min(Number(ctx.memo.discarded ?? 0), gy.length);
        const picks = ctx.chooseCards(ctx.controller, gy, n, n, `Return ${n} card${n === 1 ? "" : "s"} from your graveyard to your hand`);
        for (const id of picks) ctx.g.move(id, "hand");
      }),
      // "Exile Recall": it goes to exile instead of its owner's graveyard (CR 608.2n).
      code((ctx) => { if (ctx.g.obj(ctx.item.id)?.zone === "stack") ctx.g.move(ctx.item.id, "exile"); }),
    ],
  },
});
