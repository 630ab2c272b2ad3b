// Whippoorwill: {G}{G}, {T}: Target creature can't be regenerated this turn. Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent or player. When the creature dies this turn, exile the creature.
import { card, ability, code, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Whippoorwill",
  abilities: [ability("{G}{G}, {T}: Target creature can't be regenerated this turn. Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent or player. When the creature dies this turn, exile the creature.",
    tapCost("{G}{G}"), [
      { do: "cantRegenerate", what: "target" },
      // CR 615.12, 614.9: damage to it can't be prevented or redirected this turn.
      code((ctx) => {
        const t = ctx.target(0);
        if (!t || !ctx.g.obj(t)) return;
        ctx.memo.card = ctx.g.obj(t)!.card;
        ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "unpreventable", affects: t, duration: { until: "end_of_turn" } });
      }),
      // CR 603.7: a delayed trigger; it exiles the card from the graveyard it went to.
      { do: "delayed", index: 0, object: "target", remember: ["card"] },
    ], { targets: [targetCreature], ai: { targets: "harmful" } })],
  delayed: [{
    text: "When the creature dies this turn, exile the creature.", at: { at: "that_object_dies", thisTurn: true },
    effect: [code((ctx) => {
      const card = (ctx.data as { card?: number }).card;
      if (card === undefined) return;
      for (const p of ["A", "B"] as const) {
        const id = ctx.g.player(p).graveyard.find((g) => ctx.g.obj(g)?.card === card);
        if (id) { ctx.g.move(id, "exile"); return; }
      }
    })],
  }],
});
