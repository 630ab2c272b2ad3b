// Safe Haven: {2}, {T}: Exile target creature you control. / At the beginning of your upkeep, you may sacrifice this land. If you do, return each card exiled with this land to the battlefield under its owner's control.
import { ability, atUpkeep, card, code, tapCost } from "../dsl";

export default card({
  name: "Safe Haven",
  abilities: [
    ability("{2}, {T}: Exile target creature you control.", tapCost("{2}"), [
      code((ctx) => {
        const t = ctx.target();
        if (!t || !ctx.g.obj(t)) return;
        const exiled = ctx.g.move(t, "exile");
        // CR 607.2a: the card exiled is linked to this land ("each card exiled with this land"); a
        // token ceases to exist (CR 111.7, ruling 2004-10-04). A land that left kept no link.
        const self = ctx.self();
        if (self && exiled.zone === "exile" && exiled.card >= 0) ctx.g.link(self.id, exiled.id);
      }),
    ], { targets: [{ text: "target creature you control", object: { types: ["Creature"], controller: "you" } }], ai: { targets: "helpful", never: true } }),
  ],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, you may sacrifice this land. If you do, return each card exiled with this land to the battlefield under its owner's control.", [
      // "You may sacrifice": only the land still on the battlefield can be sacrificed (CR 701.21a).
      code((ctx) => { ctx.memo.sac = !!ctx.self() && ctx.yesNo(ctx.controller, "Sacrifice Safe Haven to return the cards exiled with it?"); }),
      code((ctx) => {
        const self = ctx.self();
        if (!ctx.memo.sac || !self) return;
        const linked = (self.links ?? []).filter((id) => ctx.g.obj(id)?.zone === "exile");
        ctx.g.sacrifice(self.id);
        // Rulings 2004-10-04: they return together, under their owners' control, creatures or not.
        for (const id of linked) ctx.g.move(id, "battlefield", { controller: ctx.g.obj(id)!.owner });
      }),
    ]),
  ],
  ai: { bonus: 0.5 },
});
