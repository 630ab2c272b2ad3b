// Eye for an Eye: The next time a source of your choice would deal damage to you this turn, instead that source deals that much damage to you and Eye for an Eye deals that much damage to that source's controller.
import { card, code } from "../dsl";
export default card({
  name: "Eye for an Eye",
  spell: {
    effect: [code((ctx) => {
      const g = ctx.g;
      // CR 609.7a: the source is chosen as it resolves; a spell on the stack or a permanent.
      const ids = new Set([...g.state.battlefield, ...g.state.stack.map((i) => (i.kind === "spell" ? i.id : i.source))]);
      const sources = [...ids].filter((id) => id !== ctx.item.source && !!g.obj(id));
      if (!sources.length) return;
      const [src] = ctx.chooseCards(ctx.controller, sources, 1, 1, "Choose a source");
      if (!src) return;
      // CR 614.1a; rulings: the damage to you is still dealt by that source; the other by Eye for an Eye.
      const me = { id: ctx.item.source, name: ctx.item.name, controller: ctx.controller, colors: ["W" as const], types: ["Instant"], isCreature: false };
      g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "redirect", affects: ctx.controller, next: true, fromSource: src, reflect: me, duration: { until: "end_of_turn" } });
      g.emit("shield", `The next time ${g.obj(src)!.name} would deal damage to ${g.player(ctx.controller).name} this turn, Eye for an Eye deals that much damage to its controller`, { source: src });
    })],
  },
  ai: { responseOnly: true },
});
