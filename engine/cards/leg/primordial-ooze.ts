// Primordial Ooze: This creature attacks each combat if able. / At the beginning of your upkeep, put a +1/+1 counter on this creature. Then you may pay {X}, where X is the number of +1/+1 counters on it. If you don't, tap this creature and it deals X damage to you.
import { card, addCounters, atUpkeep, code, tap } from "../dsl";
import type { ResolveContext } from "../../core/context";

// CR 608.2h: X is counted as the step runs (last known information if the Ooze has left, CR 113.7a).
const x = (ctx: ResolveContext): number => ctx.sourceNowOrLast()?.counters["+1/+1"] ?? 0;

export default card({
  name: "Primordial Ooze",
  keywords: ["attacks each combat if able"],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, put a +1/+1 counter on this creature. Then you may pay {X}, where X is the number of +1/+1 counters on it. If you don't, tap this creature and it deals X damage to you.", [
      addCounters("+1/+1", 1, "self"),
      {
        do: "ifPays", cost: (ctx) => `{${x(ctx)}}`,
        then: [],
        // Ruling 2004-10-04: it becomes tapped even if the damage is prevented.
        otherwise: [tap("self"), code((ctx) => { const n = x(ctx); if (n > 0) ctx.g.dealDamage(ctx.source(), ctx.controller, n); })],
      },
    ]),
  ],
  ai: { bonus: -0.5 },
});
