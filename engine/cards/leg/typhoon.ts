// Typhoon: Typhoon deals damage to each opponent equal to the number of Islands that player controls.
import { card, code } from "../dsl";
import type { Filter } from "../types";
import { other } from "../../types";

// Any land with the subtype Island (CR 305.6), counted as it resolves (ruling; CR 608.2h).
const island: Filter = { types: ["Land"], subtypes: ["Island"] };

export default card({
  name: "Typhoon",
  spell: {
    effect: [code((ctx) => {
      const g = ctx.g;
      const opp = other(ctx.controller);
      const n = ctx.all(island).filter((id) => g.chars(g.obj(id)!).controller === opp).length;
      if (n > 0) g.dealDamage(ctx.source(), opp, n);
    })],
  },
  ai: { value: 1 },
});
