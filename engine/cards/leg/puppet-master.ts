// Puppet Master: Enchant creature / When enchanted creature dies, return that card to its owner's hand. If that card is returned to its owner's hand this way, you may pay {U}{U}{U}. If you do, return this card to its owner's hand.
import { card, code, enchantCreature } from "../dsl";
import type { ResolveContext } from "../../core/context";
import type { LastKnown } from "../../core/state";

/** The card with this printed identity in its owner's graveyard, if it is still there (CR 400.7). */
function inGraveyard(ctx: ResolveContext, cardNo: number | undefined): string | undefined {
  const g = ctx.g;
  if (cardNo === undefined) return undefined;
  return [...g.player("A").graveyard, ...g.player("B").graveyard].find((id) => g.obj(id)?.card === cardNo);
}

export default card({
  name: "Puppet Master",
  enchant: enchantCreature,
  triggers: [{
    text: "When enchanted creature dies, return that card to its owner's hand. If that card is returned to its owner's hand this way, you may pay {U}{U}{U}. If you do, return this card to its owner's hand.",
    when: { on: "dies", enchanted: true },
    effect: [
      // "That card": the creature card, only if it is still in the graveyard (CR 400.7, 603.10a).
      code((ctx) => {
        const it = inGraveyard(ctx, (ctx.data.last as LastKnown | undefined)?.card);
        if (it === undefined) return;
        ctx.g.move(it, "hand");
        ctx.memo.returned = true;
      }),
      // Ruling 2008-05-01: the {U}{U}{U} is offered only if the creature card was returned this way.
      { do: "if", test: (ctx) => ctx.memo.returned === true, then: [{
        do: "ifPays", cost: "{U}{U}{U}",
        // "This card": Puppet Master, from the graveyard it was put into (CR 704.5m, 400.7).
        then: [code((ctx) => { const me = inGraveyard(ctx, ctx.item.sourceCard); if (me !== undefined) ctx.g.move(me, "hand"); })],
      }] },
    ],
  }],
  ai: { targets: "helpful" },
});
