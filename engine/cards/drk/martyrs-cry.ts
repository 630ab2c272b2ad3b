// Martyr's Cry: Exile all white creatures. For each creature exiled this way, its controller draws a card.
import { card, code } from "../dsl";
import { other, type PlayerId } from "../../types";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";
import type { Filter } from "../types";

export default card({
  name: "Martyr's Cry",
  spell: {
    // The color is data (cards/words.ts), for text-changing effects (CR 612).
    effect: [code(worded({ types: ["Creature"], colors: ["W"] } as Filter, (w) => (ctx: ResolveContext) => {
      const g = ctx.g;
      const drawn: Record<string, number> = {};
      g.simultaneously(() => {
        for (const id of ctx.all(w)) {
          const controller = g.chars(g.obj(id)!).controller; // as it last existed on the battlefield
          if (g.move(id, "exile").zone === "exile") drawn[controller] = (drawn[controller] ?? 0) + 1;
        }
      });
      // Then each controller draws, the active player first (CR 101.4).
      const ap = g.state.turn.active;
      for (const p of [ap, other(ap)] as PlayerId[]) if (drawn[p]) g.draw(p, drawn[p]!);
    }))],
  },
  ai: { value: 1 },
});
