/**
 * Static evaluation of a position for one player: life (concave), the permanents on each side,
 * cards in hand and in library. Temporary power/toughness boosts ("until end of turn") are left
 * out when the caller knows them, so a Giant Growth outside combat is not mistaken for progress.
 */
import type { CardView, GameState, PlayerId, PlayerView } from "../../../engine/index";
import { favoursHint, handTaxHint, keepCostHint } from "./cards";
import { cardHints } from "../../../engine/index";
import { attackLockWorth, enterTappedWorth, extraCardWorth, untapLockWorth } from "./prison";
import { creatureValue, handCardValue, isCreature, isLand, lifeValue, manaOpen, otherPlayer, permanentValue } from "./board";

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
      const kind = favoursHint(c.name);
      const keep = keepCostHint(c.name);
      // An untap lock kept by an upkeep cost (Stasis): prison.ts.
      if (keep && cardHints(c.name)?.lock === "untap") { v += untapLockWorth(view, p, keep); continue; }
      if (cardHints(c.name)?.lock === "attack") { v += attackLockWorth(view, p); continue; }
      if (cardHints(c.name)?.lock === "enterTapped") { v += enterTappedWorth(view, p); continue; }
      const handLife = cardHints(c.name)?.handLife;
      if (handLife) { v += permanentValue(c, lands) + handLifeWorth(view, p, handLife.minus); continue; }
      v += kind ? favourWorth(view, p, kind, keepCostHint(c.name)) : permanentValue(c, lands);
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

/**
 * What a permanent that gains its controller life each upkeep from the size of their hand (Ivory
 * Tower) is worth beyond its base: the life of the next upkeep at the hand's size now (one
 * upkeep only: more would make every spell cast look like life lost).
 */
function handLifeWorth(view: PlayerView, p: PlayerId, minus: number): number {
  const gain = Math.max(0, (view.players[p].hand?.length ?? view.players[p].handCount) - minus);
  if (gain === 0) return 0;
  const life = view.players[p].life;
  return lifeValue(life + gain) - lifeValue(life);
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

/**
 * What a permanent that works on both players alike is worth to its controller `p` (its
 * `favours` hint): up to ±3 by how far the game it makes favours `p`, and nothing when `p` can't
 * pay its upkeep cost from untapped sources (it will be sacrificed; Stasis keeps lands tapped).
 */
export function favourWorth(view: PlayerView, p: PlayerId, kind: "board" | "life" | "lands" | "behind" | "fewerBlue" | "cards", keepCost?: string): number {
  // An extra card for each player (Howling Mine): prison.ts.
  if (kind === "cards") return extraCardWorth(view, p);
  const o = otherPlayer(p);
  const board = (who: PlayerId) => view.battlefield.reduce((n, c) => n + (c.controller === who && isCreature(c) ? creatureValue(c) : 0), 0);
  const blue = (who: PlayerId) => view.battlefield.reduce((n, c) => n + (c.controller === who && isCreature(c) && c.colors.includes("U") ? creatureValue(c) : 0), 0);
  const lands = (who: PlayerId) => view.battlefield.filter((c) => c.controller === who && isLand(c)).length;
  const life = view.players[p].life - view.players[o].life;
  let lead: number;
  if (kind === "board") lead = (board(p) - board(o)) / 2 - 1;
  else if (kind === "life") lead = life / 3 - 0.5;
  else if (kind === "lands") lead = lands(p) - lands(o) - 0.5;
  else if (kind === "fewerBlue") lead = (blue(o) - blue(p)) / 2 - 0.5;
  else lead = -((board(p) - board(o)) / 2 + life / 4) - 1;
  if (keepCost && lead > 0) {
    const open = manaOpen(view, p);
    const need = keepCost.match(/\{(\w)\}/g) ?? [];
    const color = need.map((x) => x[1]!).find((x) => x !== "C" && !/\d/.test(x));
    const sources = color ? open.colors[color] ?? 0 : open.total;
    if (sources < 1) return 0;
  }
  return Math.max(-3, Math.min(3, lead));
}
