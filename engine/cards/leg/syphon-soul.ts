// Syphon Soul: Syphon Soul deals 2 damage to each other player. You gain life equal to the damage dealt this way.
import { card, code } from "../dsl";
export default card({
  name: "Syphon Soul",
  spell: {
    effect: [code((ctx) => {
      // CR 120.3: only damage actually dealt (after prevention) counts toward the life gain.
      let dealt = 0;
      for (const p of ["A", "B"] as const) if (p !== ctx.controller) dealt += ctx.g.dealDamage(ctx.source(), p, 2) ?? 0;
      if (dealt > 0) ctx.g.gainLife(ctx.controller, dealt);
    })],
  },
});
