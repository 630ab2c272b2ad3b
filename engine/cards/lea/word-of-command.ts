// Word of Command: Look at target opponent's hand and choose a card from it. You control that player until Word of Command finishes resolving. The player plays that card if able. While doing so, the player can activate mana abilities only if they're from lands that player controls and only if mana they produce is spent to activate other mana abilities of lands the player controls and/or to play that card. If the chosen card is cast as a spell, you control the player while that spell is resolving.
import type { PlayerId } from "../../types";
import { card, code, targetOpponent } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { playCardFor } from "../../core/player-control";

/** The target opponent, if it is still a legal target as the spell resolves (CR 608.2b). */
const opponent = (ctx: ResolveContext): PlayerId | null => {
  const p = ctx.target(0);
  return p && ctx.g.isPlayer(p) ? p : null;
};

export default card({
  name: "Word of Command",
  spell: {
    targets: [targetOpponent],
    effect: [
      // CR 723.2, 723.5: you control that player until Word of Command finishes resolving.
      code((ctx) => { const p = opponent(ctx); if (p) ctx.g.controlPlayer(ctx.item.id, p, ctx.controller); }),
      // CR 701.20e: you look at their hand (in network play it is shown to you alone).
      code((ctx) => {
        const p = opponent(ctx);
        if (!p) return;
        const hand = [...ctx.g.player(p).hand];
        ctx.g.lookAt(ctx.controller, hand);
        ctx.g.emit("look", `${ctx.g.player(ctx.controller).name} looks at ${ctx.g.player(p).name}'s hand`, { player: ctx.controller, target: p });
      }),
      code((ctx) => {
        const p = opponent(ctx);
        if (!p) return;
        const [chosen] = ctx.chooseCards(ctx.controller, [...ctx.g.player(p).hand], 1, 1, `Choose a card from ${ctx.g.player(p).name}'s hand: they play it if able`);
        if (chosen) ctx.memo.card = chosen;
      }),
      // "The player plays that card if able" (CR 608.2g; rulings 2004-10-04, 2011-01-01), as you direct.
      code((ctx) => {
        const p = opponent(ctx);
        const chosen = ctx.memo.card as string | undefined;
        if (p && chosen) playCardFor(ctx, p, chosen, ctx.controller);
      }),
    ],
  },
  ai: { targets: "harmful", commandsOpponent: true },
});
