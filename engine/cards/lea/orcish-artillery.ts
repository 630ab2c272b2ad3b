// Orcish Artillery: {T}: This creature deals 2 damage to any target and 3 damage to you.
import { ability, anyTarget, card, code, tapCost } from "../dsl";
export default card({
  name: "Orcish Artillery",
  abilities: [
    ability("{T}: This creature deals 2 damage to any target and 3 damage to you.", tapCost(), [
      // One event: both damages are dealt at the same time (CR 120.2). With its only target
      // illegal, the ability doesn't resolve and no damage is dealt to you (CR 608.2b, 2004-10-04 ruling).
      code((ctx) => {
        const src = ctx.source();
        const t = ctx.target(0);
        ctx.g.simultaneously(() => {
          if (t !== undefined) ctx.g.dealDamage(src, t, 2);
          ctx.g.dealDamage(src, ctx.controller, 3);
        });
      }),
    ], { targets: [anyTarget], ai: { targets: "harmful" } }),
  ],
});
