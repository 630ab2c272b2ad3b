// Disintegrate: Disintegrate deals X damage to any target. If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.
import { card, anyTarget, code, damage } from "../dsl";
export default card({
  name: "Disintegrate",
  spell: {
    targets: [anyTarget],
    // "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it
    // instead": effects of the spell, not of the damage (ruling 2004-10-04).
    effect: [
      { do: "cantRegenerate", what: "target" },
      code((ctx) => {
        const t = ctx.target();
        if (!t || ctx.g.isPlayer(t)) return;
        ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "exile_instead_of_dying", affects: t, duration: { until: "end_of_turn" } });
      }),
      damage("X"),
    ],
  },
  ai: { targets: "harmful", value: 2.8 },
});
