// Mind Bomb: Each player may discard up to three cards. Mind Bomb deals damage to each player equal to 3 minus the number of cards they discarded this way.
import { card, code } from "../dsl";
import { other } from "../../types";

export default card({
  name: "Mind Bomb",
  spell: {
    effect: [code((ctx) => {
      const g = ctx.g;
      const order = [g.state.turn.active, other(g.state.turn.active)];
      // CR 101.4: the active player chooses first, then the other; then the discards happen at once.
      // "Up to three" is one choice of 0–3 cards, where none declines.
      const chosen = order.map((p) => ctx.chooseCards(p, g.player(p).hand, 0, 3, "You may discard up to three cards (each one is 1 less damage from Mind Bomb)"));
      g.simultaneously(() => { order.forEach((p, i) => { for (const id of chosen[i]!) g.discard(p, id); }); });
      order.forEach((p, i) => { const n = 3 - chosen[i]!.length; if (n > 0) g.dealDamage(ctx.source(), p, n); });
    })],
  },
  ai: { value: 1 },
});
