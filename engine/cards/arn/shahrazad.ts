// Shahrazad: Players play a Magic subgame, using their libraries as their decks. Each player who doesn't win the subgame loses half their life, rounded up.
import { card } from "../dsl";
import { PLAYERS } from "../../types";
export default card({
  name: "Shahrazad",
  spell: {
    effect: [{
      do: "code",
      run: (ctx) => {
        // CR 729.2–729.5: the main game stops here while the subgame is played (core/subgame.ts);
        // this runs again as it ends, with its winner.
        const winner = ctx.subgame("Players play a Magic subgame (Shahrazad)");
        // "Each player who doesn't win the subgame loses half their life, rounded up" (a draw: both).
        for (const p of PLAYERS) {
          if (p === winner) continue;
          const life = ctx.g.player(p).life;
          if (life > 0) ctx.g.loseLife(p, Math.ceil(life / 2));
        }
      },
    }],
  },
  ai: { subgame: true },
});
