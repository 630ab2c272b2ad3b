/**
 * Static evaluation of a position for one player: life (concave), the permanents on each side,
 * cards in hand and in library. Temporary power/toughness boosts ("until end of turn") are left
 * out when the caller knows them, so a Giant Growth outside combat is not mistaken for progress.
 */
import type { CardView, GameState, PlayerId, PlayerView } from "../../../engine/index";
import { handTaxHint } from "./cards";
import { creatureValue, handCardValue, isCreature, isLand, lifeValue, otherPlayer, permanentValue } from "./board";

export type TempBoosts = Map<string, { power: number; toughness: number }>;

export function evaluateView(view: PlayerView, me: PlayerId, temp?: TempBoosts): number {
  if (view.outcome) return view.outcome.winner === me ? 1000 : view.outcome.winner === "draw" ? 0 : -1000;
  let total = 0;
  for (const p of [me, otherPlayer(me)] as PlayerId[]) {
    const sign = p === me ? 1 : -1;
    const pl = view.players[p];
    let v = lifeValue(pl.life) - pl.poison * 1.5;
    let lands = 0;
    for (const c of view.battlefield) {
      if (c.controller !== p) continue;
      if (isLand(c)) { lands++; v += permanentValue(c, lands); continue; }
      if (isCreature(c)) {
        v += creatureValue(c, lastingStats(c, temp));
        // A creature that will die of its damage at the end of turn is not there: SBA handle lethal
        // damage at once, so this only matters with temporary toughness.
        continue;
      }
      v += permanentValue(c, lands);
    }
    if (pl.hand) for (const c of pl.hand) v += handCardValue(c.name, lands);
    else v += pl.handCount * 1.15;
    v -= handTaxCost(view, p);
    if (pl.libraryCount === 0) v -= 15;
    else if (pl.libraryCount < 5) v -= (5 - pl.libraryCount) * 0.8;
    total += sign * v;
  }
  return total;
}

/**
 * What the opponent's Black Vise or The Rack will cost `p` if its hand stays this size: the life
 * lost over the next two upkeeps. Without it a hand of answers looks like wealth while a Vise
 * deals 3 a turn to it.
 */
function handTaxCost(view: PlayerView, p: PlayerId): number {
  let perTurn = 0;
  for (const c of view.battlefield) {
    if (c.controller === p) continue;
    const tax = handTaxHint(c.name);
    if (tax) perTurn += Math.max(0, tax.times * (view.players[p].handCount - tax.minus));
  }
  if (perTurn === 0) return 0;
  const life = view.players[p].life;
  return lifeValue(life) - lifeValue(life - 2 * perTurn);
}

/** A creature's power and toughness without its until-end-of-turn boosts (none known: as shown). */
export function lastingStats(c: CardView, temp?: TempBoosts): { power: number; toughness: number } {
  const t = temp?.get(c.id);
  return { power: (c.power ?? 0) - (t?.power ?? 0), toughness: (c.toughness ?? 0) - (t?.toughness ?? 0) };
}

/** Until-end-of-turn power/toughness boosts by object, from a full state (known or sampled). */
export function tempBoosts(state: GameState): TempBoosts {
  const out: TempBoosts = new Map();
  for (const e of state.effects) {
    if (!("pt" in e.mod) || !("until" in e.duration) || (e.duration.until !== "end_of_turn" && e.duration.until !== "end_of_combat")) continue;
    for (const id of e.objects) {
      const cur = out.get(id) ?? { power: 0, toughness: 0 };
      cur.power += e.mod.pt[0];
      cur.toughness += e.mod.pt[1];
      out.set(id, cur);
    }
  }
  return out;
}
