// Bronze Tablet: Remove this card from your deck before playing if you're not playing for ante. This artifact enters tapped. {4}, {T}: Exile this artifact and target nontoken permanent an opponent owns. That player may pay 10 life. If they do, put this card into its owner's graveyard. Otherwise, that player owns this card and you own the other exiled card.
import { ability, card, code } from "../dsl";
import { mayPayLife } from "../shared/ante";

export default card({
  name: "Bronze Tablet",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  replacements: [{ enters: "tapped" }], // CR 614.1c
  abilities: [
    ability("{4}, {T}: Exile this artifact and target nontoken permanent an opponent owns. That player may pay 10 life. If they do, put this card into its owner's graveyard. Otherwise, that player owns this card and you own the other exiled card.",
      { mana: "{4}", tap: true },
      [
        code((ctx) => {
          const g = ctx.g;
          const t = ctx.target(0);
          if (t === undefined || g.isPlayer(t)) return;
          ctx.memo.player = g.obj(t)!.owner;
          // Ruling 2008-08-01: a Tablet no longer on the battlefield is not exiled, and the rest still happens.
          const self = ctx.self();
          if (self) ctx.memo.tablet = g.move(self.id, "exile").id;
          ctx.memo.other = g.move(t, "exile").id;
        }),
        code((ctx) => {
          const g = ctx.g;
          const player = ctx.memo.player as "A" | "B" | undefined;
          if (!player) return;
          const tablet = ctx.memo.tablet as string | undefined;
          // Ruling 2004-10-04: below 10 life they can't pay (CR 119.4).
          const paid = mayPayLife(ctx, player, 10, "Pay 10 life? If you don't, you own the Tablet and its controller owns your exiled card");
          if (paid) {
            if (tablet && g.obj(tablet)) g.move(tablet, "graveyard"); // its owner's graveyard (CR 400.3)
            return;
          }
          // CR 108.3, 407.3 (rulings 2004-10-04: a copy trades the card that is the copy; a Tablet taken
          // from its owner goes back to them).
          if (tablet && g.obj(tablet)) g.setOwner(tablet, player);
          const other = ctx.memo.other as string;
          if (g.obj(other)) g.setOwner(other, ctx.controller);
        }),
      ],
      { targets: [{ text: "target nontoken permanent an opponent owns", object: { token: false, owner: "opponent" } }], ai: { targets: "harmful" } }),
  ],
  // Exiles the opponent's best permanent (the lookahead judges which); they keep it only by paying 10 life.
  ai: { removal: "exile" },
});
