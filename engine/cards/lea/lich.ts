// Lich: As this enchantment enters, you lose life equal to your life total. / You don't lose the game for having 0 or less life. / If you would gain life, draw that many cards instead. / Whenever you're dealt damage, sacrifice that many nontoken permanents. If you can't, you lose the game. / When this enchantment is put into a graveyard from the battlefield, you lose the game.
import { card, code } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { controlledBy } from "../shared/permanents";

/** CR 104.3e: an effect says the player loses the game (checked with the state-based actions, 704.3). */
function loseGame(ctx: ResolveContext, why: string): void {
  ctx.g.player(ctx.controller).lost = why;
}

export default card({
  name: "Lich",
  // CR 614.1c: only as it enters, under its controller (an opponent gaining control changes no life, ruling 2004-10-04).
  replacements: [{ enters: "lose_life_total" }],
  playerRules: [
    { players: "you", noLossAtZeroLife: true, text: "You don't lose the game for having 0 or less life." }, // CR 104.3b exception
    { players: "you", lifeGainDrawsInstead: true }, // CR 614.1a: one draw per life however many Liches (ruling 2004-10-04)
  ],
  triggers: [
    {
      text: "Whenever you're dealt damage, sacrifice that many nontoken permanents. If you can't, you lose the game.",
      when: { on: "damage", to: "you" },
      effect: [code((ctx) => {
        const n = Number(ctx.data.amount ?? 0);
        const from = controlledBy(ctx.g, ctx.controller, { token: false });
        // CR 701.17a; sacrificed at once (ruling 2004-10-04: a creature and its Aura together).
        const pick = from.length <= n ? from : ctx.chooseCards(ctx.controller, from, n, n, `Sacrifice ${n} nontoken permanent${n === 1 ? "" : "s"}`);
        for (const id of pick) if (ctx.g.obj(id)?.zone === "battlefield") ctx.g.sacrifice(id);
        // CR 609.3: as much as possible is done; fewer than that many means "you can't".
        if (from.length < n) loseGame(ctx, "Lich: couldn't sacrifice enough permanents");
      })],
    },
    {
      text: "When this enchantment is put into a graveyard from the battlefield, you lose the game.",
      // CR 603.6c, 603.10a: only when it went to a graveyard (not exile or a hand), judged on the event:
      // it still resolves if the card has left the graveyard since (no intervening "if", CR 603.4).
      when: { on: "leaves", self: true, to: "graveyard" },
      effect: [code((ctx) => loseGame(ctx, "Lich was put into a graveyard"))],
    },
  ],
  ai: { value: -5 },
});
