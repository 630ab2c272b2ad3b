// Shimian Night Stalker: {B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to this creature instead.
import { card, ability, code, tapCost, target } from "../dsl";
export default card({
  name: "Shimian Night Stalker",
  abilities: [
    ability("{B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to this creature instead.", tapCost("{B}"), [
      // CR 614.9: a redirection shield for the turn; ruling: combat damage and the creature's abilities alike.
      code((ctx) => {
        const t = ctx.target(0);
        if (!t) return;
        ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "redirect", affects: ctx.controller, fromSource: t, redirectTo: ctx.item.source, duration: { until: "end_of_turn" } });
        ctx.g.emit("shield", `Damage ${ctx.g.obj(t)!.name} would deal to ${ctx.g.player(ctx.controller).name} this turn will be dealt to ${ctx.item.name} instead`, { source: t });
      }),
    ], { targets: [target("target attacking creature", { types: ["Creature"], attacking: true })] }),
  ],
  ai: { targets: "harmful" },
});
