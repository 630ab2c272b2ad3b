// Mana Clash: You and target opponent each flip a coin. Mana Clash deals 1 damage to each player whose coin comes up tails. Repeat this process until both players' coins come up heads on the same flip.
import { card, code, targetOpponent } from "../dsl";
import type { PlayerId } from "../../types";

export default card({
  name: "Mana Clash",
  spell: {
    targets: [targetOpponent],
    effect: [code((ctx) => {
      const g = ctx.g;
      const opp = ctx.target(0) as PlayerId | undefined;
      if (!opp || !g.isPlayer(opp)) return;
      const players: PlayerId[] = [ctx.controller, opp];
      // CR 705.2: these flips only care about heads or tails; no one wins or loses them. The
      // engine's flip reports "won" for heads and "lost" for tails (you flip first, then the opponent).
      for (;;) {
        const tails = players.filter((p) => g.flipCoin(p) === "lost");
        if (!tails.length) return;
        // Each point of damage is a separate event (ruling).
        for (const p of tails) g.dealDamage(ctx.source(), p, 1);
      }
    })],
  },
  ai: { value: 0.5, targets: "harmful" },
});
