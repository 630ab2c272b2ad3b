// Pyrotechnics: Pyrotechnics deals 4 damage divided as you choose among any number of targets.
import { anyTarget, card, code } from "../dsl";
export default card({
  name: "Pyrotechnics",
  spell: {
    // "Any number of targets": one to four, each a different object or player (CR 115.3), since each
    // must be assigned at least 1 (ruling 2014-11-24).
    variableTargets: { spec: anyTarget, min: 1 },
    // The division is chosen as it is cast (CR 601.2d, ruling 2014-11-24).
    divide: 4,
    effect: [code((ctx) => {
      const split = ctx.item.choices?.divide ?? {};
      const src = ctx.source();
      // Damage to illegal targets isn't dealt; the division doesn't change (CR 608.2b, ruling 2014-11-24). One event (CR 120.2).
      const legal = ctx.targets();
      ctx.g.simultaneously(() => { for (const t of legal) if (split[t]) ctx.g.dealDamage(src, t, split[t]!); });
    })],
  },
  ai: { targets: "harmful", value: 3 },
});
