// Jovial Evil: Jovial Evil deals X damage to target opponent, where X is twice the number of white creatures that player controls.
import { card, damage, targetOpponent } from "../dsl";
import type { Filter } from "../types";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";

const whiteCreature: Filter = { types: ["Creature"], colors: ["W"] };

export default card({
  name: "Jovial Evil",
  spell: {
    targets: [targetOpponent],
    // Counted as it resolves (CR 608.2h).
    // The color is data (cards/words.ts), for text-changing effects (CR 612).
    effect: [damage(worded(whiteCreature, (w) => (ctx: ResolveContext) => {
      const p = ctx.target(0);
      return 2 * ctx.all(w).filter((id) => ctx.g.chars(ctx.g.obj(id)!).controller === p).length;
    }), "target")],
  },
  ai: { value: 1, targets: "harmful" },
});
