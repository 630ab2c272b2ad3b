// Runesword: {3}, {T}: Target attacking creature gets +2/+0 until end of turn. When that creature leaves the battlefield this turn, sacrifice this artifact. If the creature deals damage to a creature this turn, the creature dealt damage can't be regenerated this turn. If a creature dealt damage by the targeted creature would die this turn, exile that creature instead.
import { ability, card, code, pump, tapCost, target } from "../dsl";

export default card({
  name: "Runesword",
  abilities: [ability("{3}, {T}: Target attacking creature gets +2/+0 until end of turn. When that creature leaves the battlefield this turn, sacrifice this artifact. If the creature deals damage to a creature this turn, the creature dealt damage can't be regenerated this turn. If a creature dealt damage by the targeted creature would die this turn, exile that creature instead.",
    tapCost("{3}"),
    [
      pump(2, 0, "target", "end_of_turn"),
      // CR 603.7: a delayed trigger watching the targeted creature, for this turn only.
      { do: "delayed", index: 0, object: "target" },
      // CR 701.19c, 614.6: each creature it deals damage to from now on this turn can't be
      // regenerated this turn and is exiled instead of dying this turn (engine/core/game.ts dealDamage).
      code((ctx) => {
        const t = ctx.target();
        if (!t || ctx.g.isPlayer(t)) return;
        ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "damaged_by_cant_regenerate_exile", affects: t, duration: { until: "end_of_turn" } });
      }),
    ],
    { targets: [target("target attacking creature", { types: ["Creature"], attacking: true })], ai: { targets: "helpful" } })],
  delayed: [{
    text: "When that creature leaves the battlefield this turn, sacrifice this artifact.",
    at: { at: "that_object_leaves", thisTurn: true },
    // CR 701.17a: only if its controller still controls this artifact.
    effect: [code((ctx) => { const s = ctx.self(); if (s && ctx.g.chars(s).controller === ctx.controller) ctx.g.sacrifice(s.id); })],
  }],
});
