// Silhouette: Choose target creature. If a spell or ability that targets that creature would cause a source to deal damage to that creature this turn, prevent that damage.
import { card, code, targetCreature } from "../dsl";
export default card({
  name: "Silhouette",
  spell: {
    targets: [targetCreature],
    effect: [code((ctx) => {
      const t = ctx.target(0);
      if (t === undefined) return;
      // A shield for damage caused by a resolving spell or ability that targets it (CR 615).
      ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "prevent", affects: t, targetingItem: true, duration: { until: "end_of_turn" } });
      ctx.g.emit("shield", `Damage that spells and abilities targeting ${ctx.g.obj(t)!.name} would cause it this turn will be prevented`, { target: t });
    })],
  },
  ai: { targets: "helpful", responseOnly: true },
});
