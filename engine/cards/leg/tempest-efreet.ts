// Tempest Efreet: Remove this card from your deck before playing if you're not playing for ante. {T}, Sacrifice this creature: Target opponent may pay 10 life. If that player doesn't, they reveal a card at random from their hand. Exchange ownership of the revealed card and Tempest Efreet. Put the revealed card into your hand and Tempest Efreet from anywhere into that player's graveyard. This change in ownership is permanent.
import { ability, card, code, targetOpponent } from "../dsl";
import { mayPayLife } from "../shared/ante";

export default card({
  name: "Tempest Efreet",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  abilities: [
    ability("{T}, Sacrifice this creature: Target opponent may pay 10 life. If that player doesn't, they reveal a card at random from their hand. Exchange ownership of the revealed card and Tempest Efreet. Put the revealed card into your hand and Tempest Efreet from anywhere into that player's graveyard. This change in ownership is permanent.",
      { tap: true, sacrificeSelf: true },
      [
        code((ctx) => {
          const opp = ctx.target(0);
          if (opp === undefined || !ctx.g.isPlayer(opp)) return;
          ctx.memo.paid = mayPayLife(ctx, opp, 10, "Pay 10 life? If you don't, you reveal a card at random from your hand and exchange its ownership for Tempest Efreet's");
        }),
        code((ctx) => {
          const g = ctx.g;
          const opp = ctx.target(0);
          if (ctx.memo.paid !== false || opp === undefined || !g.isPlayer(opp)) return;
          const hand = g.player(opp).hand;
          if (!hand.length) return; // no card to reveal: no exchange (CR 701.12a)
          const picked = hand[g.random(hand.length)]!;
          g.reveal(opp, [picked]); // CR 701.20a
          // "Tempest Efreet from anywhere": its card wherever it is now (sacrificed: its owner's graveyard).
          const card = ctx.item.sourceCard;
          const efreet = card !== undefined && card >= 0 ? Object.values(g.state.objects).find((o) => o.card === card) : undefined;
          if (!efreet) return; // a token (no card) can't change owner: no exchange (CR 701.12a)
          // CR 108.3, 407.3: each becomes the other player's, permanently. A card in a hand is in its
          // owner's hand (CR 400.3): the revealed card, now yours, is put into your hand by the change.
          g.setOwner(picked, ctx.controller);
          g.setOwner(efreet.id, opp);
          const now = Object.values(g.state.objects).find((o) => o.card === card);
          if (now && now.zone !== "graveyard") g.move(now.id, "graveyard");
        }),
      ],
      { targets: [targetOpponent] }),
  ],
  // Aimed at the opponent: worth sacrificing when they can't spare 10 life (judged by the lookahead).
  ai: { targets: "harmful" },
});
