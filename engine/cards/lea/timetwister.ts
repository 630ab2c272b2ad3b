// Timetwister: Each player shuffles their hand and graveyard into their library, then draws seven cards. (Then put Timetwister into its owner's graveyard.)
import { card, code, draw } from "../dsl";
export default card({
  name: "Timetwister",
  spell: {
    effect: [
      code((ctx) => {
        const g = ctx.g;
        for (const p of ["A", "B"] as const) {
          for (const id of [...g.player(p).hand, ...g.player(p).graveyard]) g.move(id, "library");
          g.shuffleLibrary(p);
        }
      }),
      draw(7, "each_player"),
    ],
  },
  ai: { value: 2, draws: 7 },
});
