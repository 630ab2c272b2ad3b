// Typhoon: Typhoon deals damage to each opponent equal to the number of Islands that player controls.
import { card, code } from "../dsl";
import type { Filter } from "../types";
import { other } from "../../types";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";

// Any land with the subtype Island (CR 305.6), counted as it resolves (ruling; CR 608.2h).
const island: Filter = { types: ["Land"], subtypes: ["Island"] };

export default card({
  name: "Typhoon",
  spell: {
    // The land type is data (cards/words.ts), for text-changing effects (CR 612).
    effect: [code(worded(island, (w) => (ctx: ResolveContext) => {
      const g = ctx.g;
      const opp = other(ctx.controller);
      const n = ctx.all(w).filter((id) => g.chars(g.obj(id)!).controller === opp).length;
      if (n > 0) g.dealDamage(ctx.source(), opp, n);
    }))],
  },
  ai: { value: 1 },
});
