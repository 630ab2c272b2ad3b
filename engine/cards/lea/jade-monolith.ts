// Jade Monolith: {1}: The next time a source of your choice would deal damage to target creature this turn, that source deals that damage to you instead.
import { card, ability, code, target } from "../dsl";
export default card({
  name: "Jade Monolith",
  abilities: [
    ability("{1}: The next time a source of your choice would deal damage to target creature this turn, that source deals that damage to you instead.", { mana: "{1}" }, [
      // CR 614.9: the next damage event from the chosen source to the creature is redirected to you (CR 609.7a: chosen as it resolves).
      code((ctx) => {
        const g = ctx.g;
        const t = ctx.target(0);
        if (!t) return;
        const ids = new Set([...g.state.battlefield, ...g.state.stack.map((i) => (i.kind === "spell" ? i.id : i.source))]);
        const sources = [...ids].filter((id) => !!g.obj(id));
        if (!sources.length) return;
        const [src] = ctx.chooseCards(ctx.controller, sources, 1, 1, "Choose a source");
        if (!src) return;
        g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "redirect", affects: t, next: true, fromSource: src, redirectTo: ctx.controller, duration: { until: "end_of_turn" } });
        g.emit("shield", `The next damage ${g.obj(src)!.name} would deal to ${g.obj(t)!.name} this turn will be dealt to ${g.player(ctx.controller).name} instead`, { source: src });
      }),
    ], { targets: [target("target creature", { types: ["Creature"] })] }),
  ],
  ai: { targets: "helpful" },
});
