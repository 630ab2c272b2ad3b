// Knowledge Vault: {2}, {T}: Exile the top card of your library face down. / {0}: Sacrifice this artifact. If you do, discard your hand, then put all cards exiled with this artifact into their owner's hand. / When this artifact leaves the battlefield, put all cards exiled with it into their owner's graveyard.
import { ability, card, code, tapCost } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject, LastKnown } from "../../core/state";

/** CR 607.2a: the cards "exiled with this artifact" are the ones its first ability linked to it, still in exile. */
function exiledWith(g: Game, vault: GameObject | LastKnown | undefined): string[] {
  return (vault?.links ?? []).filter((id) => g.obj(id)?.zone === "exile");
}

export default card({
  name: "Knowledge Vault",
  abilities: [
    ability("{2}, {T}: Exile the top card of your library face down.", tapCost("{2}"), [
      code((ctx) => {
        const top = ctx.g.player(ctx.controller).library[0];
        if (top === undefined) return;
        // CR 406.3: exiled face down (ruling 2009-10-01: no player may look at it, its owner included).
        const exiled = ctx.g.move(top, "exile", { faceDown: true });
        // CR 607.2a: linked to this artifact; a Vault that already left links nothing (CR 400.7).
        const self = ctx.self();
        if (self && exiled.zone === "exile") ctx.g.link(self.id, exiled.id);
      }),
    ]),
    ability("{0}: Sacrifice this artifact. If you do, discard your hand, then put all cards exiled with this artifact into their owner's hand.", { mana: "{0}" }, [
      code((ctx) => {
        const self = ctx.self();
        if (!self) return; // CR 701.21a: only a permanent still on the battlefield is sacrificed ("if you do")
        const linked = exiledWith(ctx.g, self);
        ctx.g.sacrifice(self.id);
        if (ctx.g.obj(self.id)) return;
        // CR 701.9a: discard the whole hand, then the linked cards go to their owners' hands (CR 400.3);
        // they turn face up as they leave exile (CR 400.7). The leaves trigger then finds none left.
        for (const id of [...ctx.g.player(ctx.controller).hand]) ctx.g.discard(ctx.controller, id);
        for (const id of linked) if (ctx.g.obj(id)?.zone === "exile") ctx.g.move(id, "hand");
      }),
    ], { ai: { responseOnly: true } }),
  ],
  triggers: [{
    text: "When this artifact leaves the battlefield, put all cards exiled with it into their owner's graveyard.",
    when: { on: "leaves", self: true },
    // CR 603.10a, 607.2a: the Vault as it last existed tells which cards are linked to it.
    effect: [code((ctx) => { for (const id of exiledWith(ctx.g, ctx.sourceNowOrLast())) ctx.g.move(id, "graveyard"); })],
  }],
  ai: { bonus: 1 },
});
