// Blood of the Martyr: Until end of turn, if damage would be dealt to any creature, you may have that damage dealt to you instead.
import { card, code } from "../dsl";
export default card({
  name: "Blood of the Martyr",
  spell: {
    effect: [code((ctx) => {
      // CR 614.9, 614.1a: an optional redirection for the turn, chosen for each damage event.
      ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "redirect", affects: "all", onlyCreatures: true, optional: true, redirectTo: ctx.controller, duration: { until: "end_of_turn" } });
      ctx.g.emit("shield", `This turn, ${ctx.g.player(ctx.controller).name} may have damage to creatures dealt to them instead`, { player: ctx.controller });
    })],
  },
  ai: { responseOnly: true },
});
