// Wheel of Fortune: Each player discards their hand, then draws seven cards.
import { card, code, draw } from "../dsl";
export default card({
  name: "Wheel of Fortune",
  spell: {
    effect: [
      code((ctx) => { for (const p of ["A", "B"] as const) for (const id of [...ctx.g.player(p).hand]) ctx.g.discard(p, id); }),
      draw(7, "each_player"),
    ],
  },
});
