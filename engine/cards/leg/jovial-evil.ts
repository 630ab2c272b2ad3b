// Jovial Evil: Jovial Evil deals X damage to target opponent, where X is twice the number of white creatures that player controls.
import { card, damage, targetOpponent } from "../dsl";
import type { Filter } from "../types";

const whiteCreature: Filter = { types: ["Creature"], colors: ["W"] };

export default card({
  name: "Jovial Evil",
  spell: {
    targets: [targetOpponent],
    // Counted as it resolves (CR 608.2h).
    effect: [damage((ctx) => {
      const p = ctx.target(0);
      return 2 * ctx.all(whiteCreature).filter((id) => ctx.g.chars(ctx.g.obj(id)!).controller === p).length;
    }, "target")],
  },
  ai: { value: 1, targets: "harmful" },
});
