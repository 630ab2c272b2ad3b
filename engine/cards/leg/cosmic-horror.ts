// Cosmic Horror: First strike / At the beginning of your upkeep, destroy this creature unless you pay {3}{B}{B}{B}. If this creature is destroyed this way, it deals 7 damage to you.
import { card, code, damage } from "../dsl";

export default card({
  name: "Cosmic Horror",
  keywords: ["first strike"],
  triggers: [{
    text: "At the beginning of your upkeep, destroy this creature unless you pay {3}{B}{B}{B}. If this creature is destroyed this way, it deals 7 damage to you.",
    when: { on: "step", step: "upkeep", whose: "yours" },
    effect: [{
      do: "unlessPays", cost: "{3}{B}{B}{B}",
      then: [
        // CR 701.8; ruling 2013-07-01: regenerated or indestructible, it isn't destroyed and deals no damage.
        code((ctx) => { const o = ctx.self(); ctx.memo.destroyed = !!o && ctx.g.destroy(o.id); }),
        // CR 113.7a: it deals the damage as it last existed on the battlefield.
        { do: "if", test: (ctx) => !!ctx.memo.destroyed, then: [damage(7, "you")] },
      ],
    }],
  }],
  ai: { bonus: -1.5 },
});
