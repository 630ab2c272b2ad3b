// Rebirth: Remove this card from your deck before playing if you're not playing for ante. Each player may ante the top card of their library. If a player does, that player's life total becomes 20.
import { other, type PlayerId } from "../../types";
import { card, code } from "../dsl";

export default card({
  name: "Rebirth",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  spell: {
    effect: [
      code((ctx) => {
        const g = ctx.g;
        const ap = g.state.turn.active;
        // CR 101.4: each player chooses in turn order, the active player first, then the choices are carried out.
        const yes: PlayerId[] = [];
        for (const p of [ap, other(ap)]) {
          if (!g.player(p).library.length) continue; // no top card to ante
          if (ctx.yesNo(p, "Ante the top card of your library? If you do, your life total becomes 20.")) yes.push(p);
        }
        for (const p of yes) {
          const top = g.player(p).library[0];
          if (top === undefined || !g.ante(top)) continue; // CR 407.4
          // CR 119.5: the player gains or loses the life that makes their total 20.
          const life = g.player(p).life;
          if (life < 20) g.gainLife(p, 20 - life);
          else if (life > 20) g.loseLife(p, life - 20);
        }
      }),
    ],
  },
  // Cast when behind on life: the lookahead sees each player's life become 20 (the opponent answers too).
  ai: { value: 0.8 },
});
