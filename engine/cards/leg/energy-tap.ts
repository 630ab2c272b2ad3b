// Energy Tap: Tap target untapped creature you control. If you do, add an amount of {C} equal to that creature's mana value.
import { card, code, target } from "../dsl";
export default card({
  name: "Energy Tap",
  spell: {
    targets: [target("target untapped creature you control", { types: ["Creature"], controller: "you", tapped: false })],
    effect: [code((ctx) => {
      const id = ctx.target();
      const o = id ? ctx.g.obj(id) : undefined;
      // "If you do": only a creature this spell actually taps makes mana (it may have become tapped in response).
      if (!o || o.tapped) return;
      ctx.g.tap(o.id);
      const n = ctx.g.chars(o).manaValue;
      if (n > 0) ctx.g.addMana(ctx.controller, Array(n).fill("C"));
    })],
  },
  ai: { targets: "helpful", ritual: true },
});
