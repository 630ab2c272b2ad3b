// Nova Pentacle: {3}, {T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature of an opponent's choice instead.
import { card, ability, code, tapCost } from "../dsl";
export default card({
  name: "Nova Pentacle",
  abilities: [
    ability("{3}, {T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature of an opponent's choice instead.", tapCost("{3}"), [
      code((ctx) => {
        const g = ctx.g;
        const t = ctx.target(0);
        if (!t) return;
        // Ruling: the source is chosen as the ability resolves (CR 609.7a).
        const ids = new Set([...g.state.battlefield, ...g.state.stack.map((i) => (i.kind === "spell" ? i.id : i.source))]);
        const sources = [...ids].filter((id) => id !== ctx.item.id && !!g.obj(id));
        if (!sources.length) return;
        const [src] = ctx.chooseCards(ctx.controller, sources, 1, 1, "Choose a source");
        if (!src) return;
        // CR 614.9; ruling: not redirected if the creature has left the battlefield by then (replace.ts).
        g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "redirect", affects: ctx.controller, next: true, fromSource: src, redirectTo: t, duration: { until: "end_of_turn" } });
        g.emit("shield", `The next damage ${g.obj(src)!.name} would deal to ${g.player(ctx.controller).name} this turn will be dealt to ${g.obj(t)!.name} instead`, { source: src });
      }),
    ], { targets: [{ text: "target creature of an opponent's choice", object: { types: ["Creature"] }, chooser: "opponent" }] }),
  ],
});
