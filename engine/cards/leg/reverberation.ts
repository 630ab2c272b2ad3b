// Reverberation: All damage that would be dealt this turn by target sorcery spell is dealt to that spell's controller instead.
import { card, code, targetSpellOf } from "../dsl";
export default card({
  name: "Reverberation",
  spell: {
    targets: [targetSpellOf("target sorcery spell", { types: ["Sorcery"] })],
    effect: [code((ctx) => {
      const t = ctx.target(0);
      const spell = t ? ctx.g.obj(t) : undefined;
      if (!spell) return;
      // CR 614.9: every damage event of that spell this turn is redirected (ruling: the sum of it all).
      const to = ctx.g.chars(spell).controller;
      ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "redirect", affects: "all", fromSource: spell.id, redirectTo: to, duration: { until: "end_of_turn" } });
      ctx.g.emit("shield", `Damage ${spell.name} would deal this turn will be dealt to ${ctx.g.player(to).name} instead`, { source: spell.id });
    })],
  },
  ai: { targets: "harmful", responseOnly: true },
});
