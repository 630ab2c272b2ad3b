/**
 * The ante cards' shared words (CR 407): each card says "Remove this card from your deck before
 * playing if you're not playing for ante." (`CardDef.ante`, a deck rule the app checks), and some
 * offer "may pay 10 life" (CR 119.4: only with at least 10 life). Bronze Tablet, Contract from Below,
 * Darkpact, Demonic Attorney, Jeweled Bird, Rebirth, Tempest Efreet.
 */
import type { PlayerId } from "../../types";
import type { ResolveContext } from "../../core/context";
import { fail } from "../../core/errors";

/** "That player may pay N life" (CR 119.4): a pay-or-not question, `true` refused below N life; returns whether they paid. */
export function mayPayLife(ctx: ResolveContext, player: PlayerId, n: number, prompt: string): boolean {
  const g = ctx.g;
  const payable = g.player(player).life >= n;
  const yes = ctx.ask(player, prompt, { type: "pay", cost: `${n} life`, payable }).value === true;
  if (!yes) return false;
  if (!payable) fail("cannot_pay", `You can't pay ${n} life with ${g.player(player).life} life (CR 119.4)`);
  g.loseLife(player, n); // CR 119.4: paying life is losing it
  g.emit("paid", `${g.player(player).name} pays ${n} life`, { player });
  return true;
}

/** CR 407.4: `player` antes the top card of their library, if it has one. */
export function anteTopOfLibrary(ctx: ResolveContext, player: PlayerId): void {
  const top = ctx.g.player(player).library[0];
  if (top !== undefined) ctx.g.ante(top);
}
