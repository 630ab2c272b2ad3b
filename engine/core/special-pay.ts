/**
 * Payments a resolved spell allows its controller until end of turn, each with an immediate
 * effect and no stack (Guardian Angel: "Until end of turn, you may pay {1} any time you could
 * cast an instant. If you do, prevent the next 1 damage that would be dealt to that permanent or
 * player this turn"). One is made with an `activate` action naming the spell's card wherever it
 * is now, `ability` = the card's number of activated abilities + 1 (like Nafs Asp's obligations,
 * delayed.ts), while the player has priority ("any time you could cast an instant", CR 117.1).
 */
import type { PlayerId, Ref } from "../types";
import { activatedCountOf } from "../cards/registry";
import type { Game } from "./game";
import { autoPay, canAutoPay, parseCost } from "./mana";
import type { SpecialPay } from "./state";

/** Allows the payment until end of turn (CR 514.2: it ends with the turn it was made in). */
export function grantSpecialPay(g: Game, p: Omit<SpecialPay, "turn">): void {
  const now = g.state.turn.number;
  g.state.specialPay = [...(g.state.specialPay ?? []).filter((x) => x.turn === now), { ...p, turn: now }];
  g.touch();
}

function current(g: Game, player: PlayerId): SpecialPay[] {
  return (g.state.specialPay ?? []).filter((x) => x.player === player && x.turn === g.state.turn.number);
}

/** The payment an `activate` action names: the card that allowed it, and the number after its abilities. */
export function specialPayFor(g: Game, player: PlayerId, cardId: string, ability: number): SpecialPay | undefined {
  const o = g.obj(cardId);
  if (!o || !g.state.specialPay) return undefined;
  return current(g, player).find((x) => x.card === o.card && activatedCountOf(x.name) + 1 === ability);
}

/** Makes the payment and its effect (a prevention shield of 1 for the rest of the turn, CR 615.7). */
export function useSpecialPay(g: Game, player: PlayerId, sp: SpecialPay): string | null {
  if (!autoPay(g, player, parseCost(sp.cost))) return `You can't pay ${sp.cost}`;
  g.emit("paid", `${g.player(player).name} pays ${sp.cost} (${sp.name})`, { player });
  const to: Ref = sp.preventTo;
  if (!g.isPlayer(to) && g.obj(to)?.zone !== "battlefield") return null; // that permanent is gone (CR 400.7)
  g.addShield({ source: sp.source, sourceName: sp.name, controller: player, kind: "prevent", affects: to, amount: sp.prevent, duration: { until: "end_of_turn" } });
  g.emit("shield", `The next ${sp.prevent} damage to ${g.isPlayer(to) ? g.player(to).name : g.obj(to)!.name} this turn will be prevented`, { target: to });
  return null;
}

/** The payments `player` may make now, as activate options (the card that allowed each, wherever it is). */
export function specialPayOptions(g: Game, player: PlayerId): { card: string; name: string; ability: number; text: string }[] {
  const out: { card: string; name: string; ability: number; text: string }[] = [];
  for (const sp of current(g, player)) {
    const o = Object.values(g.state.objects).find((x) => x.card === sp.card);
    if (!o || !canAutoPay(g, player, parseCost(sp.cost))) continue;
    out.push({ card: o.id, name: sp.name, ability: activatedCountOf(sp.name) + 1, text: sp.text });
  }
  return out;
}
