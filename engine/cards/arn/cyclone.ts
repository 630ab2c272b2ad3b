// Cyclone: At the beginning of your upkeep, put a wind counter on this enchantment, then sacrifice this enchantment unless you pay {G} for each wind counter on it. If you pay, this enchantment deals damage equal to the number of wind counters on it to each creature and each player.
import { card, addCounters, atUpkeep, code, sacrifice } from "../dsl";
import type { ResolveContext } from "../../core/context";

const wind = (ctx: ResolveContext): number => ctx.sourceNowOrLast()?.counters["wind"] ?? 0;

export default card({
  name: "Cyclone",
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, put a wind counter on this enchantment, then sacrifice this enchantment unless you pay {G} for each wind counter on it. If you pay, this enchantment deals damage equal to the number of wind counters on it to each creature and each player.", [
      addCounters("wind", 1, "self"),
      {
        do: "ifPays", cost: (ctx) => "{G}".repeat(wind(ctx)),
        then: [code((ctx) => {
          const g = ctx.g;
          const n = wind(ctx);
          const src = ctx.source();
          const to = [...g.creatures().map((o) => o.id), g.state.turn.active, g.state.turn.active === "A" ? "B" : "A"];
          // One simultaneous event (CR 120.2).
          g.simultaneously(() => { for (const r of to) g.dealDamage(src, r, n); });
        })],
        otherwise: [sacrifice("self")],
      },
    ]),
  ],
  ai: { favours: "behind" }, // it hurts every creature and player: worth it to the one behind on board (its payments are judged by look-ahead)
});
