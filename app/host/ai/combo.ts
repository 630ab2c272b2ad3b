/**
 * Combo play: an X damage spell (the finisher) fed by all the mana a turn can make. The pieces are
 * read from the cards' hints, never from a list of names:
 *   - the finisher: an X spell dealing X damage to a target it may aim at a player, paid with any
 *     mana (`xUse` "damage", harmful targets, no `xColor`: Fireball, Disintegrate);
 *   - mana for this turn: untapped sources and the pool, one-shot sources (`manaOnce`: Black Lotus),
 *     rituals (`ritualMana`: Dark Ritual), life turned into mana (`lifeForMana`: Channel, in hand
 *     or already cast this turn);
 *   - a mana engine without end: an artifact whose "untap this" ability (`untapsSelf`) costs less,
 *     once a cost reducer (`cheapens`: Power Artifact) enchants it, than its mana ability makes
 *     (Basalt Monolith: {T} for three, untap for {1}).
 * The computer counts what it can reach this turn and goes off only when the finisher then kills:
 * not into a Circle of Protection the opponent can pay for (`shields`), nor into open blue mana
 * of a deck holding counterspells (`counters`) while it can afford to wait. Until then it keeps
 * the pieces: no finisher spent for small value, no Channel for nothing (heuristic.ts asks
 * `holdsPiece`) — unless the opponent's creatures win the race (`raceLost`): the finisher is then
 * removal for the creature that is their clock, and no non-lethal shot at their face. The steps are taken one decision at a time (the heuristic is asked again after
 * each): cast the reducer on the engine, run the engine, cast the Channel and the rituals, break
 * the Lotus, pay life only as far as needed, then the finisher with the largest X at the opponent.
 */
import { cardData } from "../../../engine/cards/data";
import { cardHints, type Action, type CardView } from "../../../engine/index";
import { isCreature, isLand, manaOpen } from "./board";
import { abilityInfo } from "./cards";
import type { Ctx } from "./heuristic-context";

/** An X spell that deals X damage to a target it may aim at a player, paid with any mana. */
export function isFinisher(name: string): boolean {
  const h = cardHints(name);
  const d = cardData(name);
  return !!d && !!h && d.manaCost.includes("{X}") && h.xUse === "damage" && h.targets === "harmful" && !h.xColor;
}

/** Whether a deck is built around the combo: a finisher and something that makes mana beyond the lands (Channel, an engine). */
export function isComboDeck(deck: readonly string[]): boolean {
  const names = new Set(deck);
  let finisher = false, life = false, engine = false, reducer = false;
  for (const n of names) {
    const h = cardHints(n);
    if (!h) continue;
    if (isFinisher(n)) finisher = true;
    if (h.lifeForMana) life = true;
    if (h.cheapens) reducer = true;
    if (h.abilities?.some((a) => a.untapsSelf) && h.abilities.some((a) => a.mana)) engine = true;
  }
  return finisher && (life || (engine && reducer));
}

/** Colored symbols of a mana cost: { R: 1 } for "{X}{R}". */
function colorsOf(cost: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of cost.matchAll(/\{([WUBRG])\}/g)) out[m[1]!] = (out[m[1]!] ?? 0) + 1;
  return out;
}

const costOf = (name: string) => cardData(name)?.manaCost ?? "";
/** A cost's generic number ("{3}" → 3, "{1}" → 1) plus its colored symbols. */
function costTotal(cost: string): number {
  let n = 0;
  for (const m of cost.matchAll(/\{(\d+|[WUBRGC])\}/g)) n += /\d/.test(m[1]!) ? Number(m[1]) : 1;
  return n;
}

/** The mana this permanent's plain {T} ability makes (Basalt Monolith 3), 0 for none. */
function tapMana(c: CardView): number {
  return Math.max(0, ...c.abilities.filter((a) => a.mana && a.tapOnly).map((a) => a.manaAmount ?? 1));
}

interface Engine {
  /** The artifact (Basalt Monolith). */
  artifact: CardView;
  /** Its "untap this" ability's number and cost once the reducer applies. */
  untap: number;
  untapCost: number;
  /** The reducer already on it, or the one in hand to cast on it. */
  reducer?: CardView;
  attached: boolean;
}

/** A mana engine without end on this player's side: running, or a reducer in hand away from it. */
function findEngine(ctx: Ctx): Engine | null {
  const v = ctx.view;
  const mine = v.battlefield.filter((c) => c.controller === ctx.me);
  const handReducers = (v.players[ctx.me].hand ?? []).filter((h) => cardHints(h.name)?.cheapens);
  for (const art of mine) {
    if (!art.types.includes("Artifact")) continue;
    const made = tapMana(art);
    if (!made) continue;
    const infos = cardHints(art.name)?.abilities ?? [];
    const i = infos.findIndex((a) => a.untapsSelf && !a.mana);
    if (i < 0) continue;
    const base = costTotal(infos[i]!.cost);
    const onIt = mine.find((c) => c.attachedTo === art.id && cardHints(c.name)?.cheapens);
    const red = cardHints((onIt ?? handReducers[0])?.name ?? "")?.cheapens;
    if (!red) continue;
    const cost = Math.max(red.minOne && base > 0 ? 1 : 0, base - red.less);
    if (cost >= made) continue;
    return { artifact: art, untap: i + 1, untapCost: cost, reducer: onIt ?? handReducers[0], attached: !!onIt };
  }
  return null;
}

/** Whether the colors `need` can come from the untapped sources (and `anyColor` mana of one-shot sources). */
function colorsReachable(ctx: Ctx, need: Record<string, number>, anyColor: number): boolean {
  let missing = 0;
  for (const [col, n] of Object.entries(need)) missing += Math.max(0, n - (ctx.mana.colors[col] ?? 0));
  return missing <= anyColor;
}

export interface ComboCount {
  /** The finisher in hand, and the damage it must deal (the opponent's life). */
  finisher: CardView;
  need: number;
  /** Mana reachable this turn, beyond the finisher's cost and the burn's; Infinity with an engine. */
  mana: number;
  /** Burn spells in hand to aim at the opponent first (each deals more than it costs), and their damage (already taken from `need`). */
  burns: CardView[];
  /** Something stops the kill the opponent visibly has up (a Circle they can pay for). */
  blocked: boolean;
  /** The opponent may counter it (counterspells in their deck, cards in hand, the mana open). */
  risky: boolean;
}

/** What this turn can reach: the finisher's X at most, and whether it kills. */
export function countCombo(ctx: Ctx): ComboCount | null {
  const v = ctx.view;
  const me = v.players[ctx.me];
  const hand = me.hand ?? [];
  const mine = v.battlefield.filter((c) => c.controller === ctx.me);
  // One-shot mana on the battlefield, and in hand when it costs nothing to cast (Black Lotus).
  const onceOf = (c: CardView) => Math.max(0, ...(cardHints(c.name)?.abilities ?? []).map((a) => a.manaOnce ?? 0));
  const once = mine.filter((c) => !c.tapped).reduce((n, c) => n + onceOf(c), 0)
    + hand.filter((c) => freeRock(c)).reduce((n, c) => n + onceOf(c), 0);
  let best: ComboCount | null = null;
  for (const f of hand) {
    if (!isFinisher(f.name) || !colorsReachable(ctx, colorsOf(costOf(f.name)), once)) continue;
    let mana = ctx.mana.total + once;
    // Rituals: what they make beyond their cost.
    for (const h of hand) {
      const made = cardHints(h.name)?.ritualMana ?? 0;
      if (made > h.manaValue && colorsReachable(ctx, colorsOf(costOf(h.name)), once)) mana += made - h.manaValue;
    }
    // Life into mana (Channel): cast this turn already, or in hand; one life kept.
    const active = ctx.legal.some((a) => a.type === "activate" && !!cardHints(ctx.card(a.card)?.name ?? "")?.lifeForMana);
    const channel = hand.find((h) => cardHints(h.name)?.lifeForMana && colorsReachable(ctx, colorsOf(costOf(h.name)), once));
    const per = cardHints(active ? ctx.legal.map((a) => (a.type === "activate" ? ctx.card(a.card)?.name ?? "" : "")).find((n) => cardHints(n)?.lifeForMana) ?? "" : channel?.name ?? "")?.lifeForMana;
    if (per && (active || channel)) mana += Math.floor((me.life - 1) / per) - (active ? 0 : channel!.manaValue);
    const engine = findEngine(ctx);
    if (engine && (engine.attached || colorsReachable(ctx, colorsOf(costOf(engine.reducer!.name)), once))) {
      // The reducer's cost (if still in hand) and the untap's first payment must be there.
      const start = (engine.attached ? 0 : engine.reducer!.manaValue) + (engine.artifact.tapped ? engine.untapCost : 0);
      if (ctx.mana.total + once >= start + f.manaValue) mana = Infinity;
    }
    // Burn at the opponent first (Lightning Bolt): each that deals more than it costs, while the colors last.
    const burns: CardView[] = [];
    const colors = colorsOf(costOf(f.name));
    let burnt = 0;
    if (mana !== Infinity) {
      for (const b of hand.filter((h) => (cardHints(h.name)?.burn ?? 0) > h.manaValue && !shielded(ctx, h)).sort((x, y) => cardHints(y.name)!.burn! - y.manaValue - (cardHints(x.name)!.burn! - x.manaValue))) {
        const more = { ...colors };
        for (const [col, k] of Object.entries(colorsOf(costOf(b.name)))) more[col] = (more[col] ?? 0) + k;
        if (!colorsReachable(ctx, more, once)) continue;
        Object.assign(colors, more);
        burns.push(b);
        burnt += cardHints(b.name)!.burn!;
        mana -= b.manaValue;
      }
    }
    const count: ComboCount = { finisher: f, need: v.players[ctx.opp].life - burnt, mana: mana - f.manaValue, burns, blocked: shielded(ctx, f), risky: counterRisk(ctx) };
    if (!best || count.mana - count.need > best.mana - best.need) best = count;
  }
  return best;
}

/** A mana artifact in hand that costs nothing and makes its mana at once (Black Lotus): part of this turn's count. */
function freeRock(c: CardView): boolean {
  const d = cardData(c.name);
  return !!d && d.types.includes("Artifact") && !d.types.includes("Creature") && costTotal(d.manaCost) === 0
    && !!cardHints(c.name)?.abilities?.some((a) => (a.manaOnce ?? 0) > 0);
}

/** A permanent of the opponent's that prevents the finisher's damage to them, with the mana to use it. */
function shielded(ctx: Ctx, f: CardView): boolean {
  const colors = cardData(f.name)?.colors ?? f.colors;
  const open = manaOpen(ctx.view, ctx.opp).total;
  return ctx.view.battlefield.some((c) => c.controller === ctx.opp && c.abilities.some((a) => {
    const info = abilityInfo(c.name, a.number);
    return !!info?.shields?.some((col) => colors.includes(col as never)) && costTotal(info.cost) <= open && !(info.tap && c.tapped);
  }));
}

/** The opponent's deck holds counterspells, they hold cards, and their mana open pays for one. */
function counterRisk(ctx: Ctx): boolean {
  const deck = ctx.input.knowledge.opponentDeck ?? [];
  const counters = [...new Set(deck)].filter((n) => cardHints(n)?.counters);
  if (!counters.length || ctx.view.players[ctx.opp].handCount === 0) return false;
  const open = manaOpen(ctx.view, ctx.opp);
  return counters.some((n) => {
    const cost = costOf(n);
    return costTotal(cost) <= open.total && Object.entries(colorsOf(cost)).every(([col, k]) => (open.colors[col] ?? 0) >= k);
  });
}

/** This player is under pressure: the opponent's creatures would kill it in about two attacks. */
export function underPressure(ctx: Ctx): boolean {
  const power = ctx.view.battlefield.reduce((n, c) => n + (c.controller === ctx.opp && isCreature(c) ? Math.max(0, c.power ?? 0) : 0), 0);
  return ctx.view.players[ctx.me].life <= Math.max(6, power * 2);
}

/**
 * The opponent's creatures win the race: their power kills this player within three of their
 * attacks, sooner than this player's creatures kill them, and the combo is not at hand (no
 * engine without end nor both its halves in hand, no tutor this turn's mana casts, no
 * life-into-mana card while this player's life is above the opponent's).
 * Each side's clock is its creatures' power against the other's life (CR 510.1: unblocked
 * combat damage), blocks left out: the finisher then goes at the creature that is the clock
 * (a narrower rule than "whenever the combo is far", which measured worse).
 */
export function raceLost(ctx: Ctx): boolean {
  const v = ctx.view;
  const power = (p: string) => v.battlefield.reduce((n, c) => n + (c.controller === p && isCreature(c) ? Math.max(0, c.power ?? 0) : 0), 0);
  const theirs = power(ctx.opp), mine = power(ctx.me);
  if (theirs <= 0) return false;
  const myLife = v.players[ctx.me].life, theirLife = v.players[ctx.opp].life;
  const die = Math.ceil(myLife / theirs);
  const kill = mine > 0 ? Math.ceil(theirLife / mine) : Infinity;
  return die <= 3 && die < kill && !comboAtHand(ctx);
}

/**
 * The combo is at hand: an engine (or both its halves in hand), a tutor this turn's mana casts to
 * find the missing piece, or a life-into-mana card while this player's life is above the opponent's.
 */
function comboAtHand(ctx: Ctx): boolean {
  const v = ctx.view;
  if (findEngine(ctx)) return true;
  const hand = v.players[ctx.me].hand ?? [];
  if (hand.some((h) => cardHints(h.name)?.tutor && h.manaValue <= ctx.mana.total && colorsReachable(ctx, colorsOf(costOf(h.name)), 0))) return true;
  if (hand.some((h) => cardHints(h.name)?.cheapens) && hand.some((h) => isEngineArtifact(h.name))) return true;
  return hand.some((h) => cardHints(h.name)?.lifeForMana) && v.players[ctx.me].life > v.players[ctx.opp].life;
}

const isEngineArtifact = (n: string) => !!cardHints(n)?.abilities?.some((a) => a.untapsSelf) && !!cardHints(n)?.abilities?.some((a) => a.mana);

/**
 * The targets are the opponent's clock: creatures of theirs, one of them with the most power on
 * their side, 2 or more (a divided Fireball may take another creature beside it).
 */
function isClock(ctx: Ctx, targets: readonly string[]): boolean {
  const most = Math.max(0, ...ctx.view.battlefield.filter((c) => c.controller === ctx.opp && isCreature(c)).map((c) => c.power ?? 0));
  const theirs = targets.map((id) => ctx.card(id)).filter((x): x is CardView => !!x && isCreature(x) && x.controller === ctx.opp);
  return theirs.length > 0 && theirs.length === targets.length && theirs.some((x) => (x.power ?? 0) >= Math.max(2, most));
}

/**
 * A change to the look-ahead's gain for a combo deck's cast: the finisher aimed at the opponent's
 * clock (`isClock`) while the race is lost or this player is under pressure, and the combo is not
 * at hand, is a burn spell: its worth in hand as the kill (`value` hint) is not counted as lost
 * by casting it, only a plain card's.
 */
export function comboAdjust(ctx: Ctx, a: Action): number {
  if (a.type !== "cast" || !isComboDeck(ctx.input.knowledge.deck ?? [])) return 0;
  const c = ctx.card(a.card);
  if (!c || !isFinisher(c.name)) return 0;
  const t = a.targets ?? [];
  if (!t.length || !isClock(ctx, t) || !(underPressure(ctx) || raceLost(ctx)) || comboAtHand(ctx)) return 0;
  return Math.max(0, (cardHints(c.name)?.value ?? 1.2) - 1.2);
}

/**
 * The next step of going off, when this turn's mana makes the finisher lethal and it is safe (or
 * waiting is no safer); null otherwise. In the player's own main phase with an empty stack.
 */
export function comboStep(ctx: Ctx): Action | null {
  const v = ctx.view;
  if (v.turn.active !== ctx.me || (v.turn.step !== "precombat_main" && v.turn.step !== "postcombat_main")) return null;
  // A piece of ours is resolving: let it. Other decks find their kills by looking ahead.
  if (v.stack.length) return null;
  const pieces = (v.players[ctx.me].hand ?? []).some((h) => cardHints(h.name)?.lifeForMana || cardHints(h.name)?.cheapens)
    || ctx.legal.some((a) => a.type === "activate" && !!cardHints(ctx.card(a.card)?.name ?? "")?.lifeForMana);
  if (!pieces && !isComboDeck(ctx.input.knowledge.deck ?? [])) return null;
  const dig = digStep(ctx);
  if (dig) return dig;
  const count = countCombo(ctx);
  if (!count || count.blocked || count.mana < count.need) return null;
  if (count.risky && !underPressure(ctx) && count.mana !== Infinity) return null;
  const f = count.finisher;
  const legal = ctx.legal;
  // The finisher, once its X reaches: all of it at the opponent (the largest X offered).
  const shots = legal.filter((a): a is Extract<Action, { type: "cast" }> => a.type === "cast" && a.card === f.id && a.targets?.length === 1 && a.targets[0] === ctx.opp && a.x !== undefined);
  const shot = shots.sort((a, b) => b.x! - a.x!)[0];
  if (shot && shot.x! >= v.players[ctx.opp].life) return shot;
  const once = (c: CardView) => c.abilities.find((a) => (abilityInfo(c.name, a.number)?.manaOnce ?? 0) > 0);
  // A free one-shot source in hand (Black Lotus) comes down first: the count above includes it.
  const rock = legal.find((a) => a.type === "cast" && freeRock(ctx.card(a.card) ?? ({ name: "" } as CardView)));
  if (rock) return rock;
  // The engine: the reducer onto the artifact, then tap it for mana and untap it, again and again.
  const engine = count.mana === Infinity ? findEngine(ctx) : null;
  if (engine) {
    if (!engine.attached) {
      const cast = legal.find((a) => a.type === "cast" && a.card === engine.reducer!.id && a.targets?.[0] === engine.artifact.id);
      if (cast) return cast;
      const lotus = oneShot(ctx, colorsOf(costOf(engine.reducer!.name)), once);
      if (lotus) return lotus;
      return null;
    }
    if (!engine.artifact.tapped) {
      const tap = legal.find((a) => a.type === "activate" && a.card === engine.artifact.id && abilityInfo(engine.artifact.name, a.ability ?? 1)?.mana);
      if (tap) return tap;
    }
    const untap = legal.find((a) => a.type === "activate" && a.card === engine.artifact.id && (a.ability ?? 1) === engine.untap);
    if (untap) return untap;
    return null;
  }
  // Life into mana: the Channel itself first (its green from the lands, before they go elsewhere).
  const channel = legal.find((a) => a.type === "cast" && !!cardHints(ctx.card(a.card)?.name ?? "")?.lifeForMana);
  if (channel) return channel;
  // Burn at the opponent.
  for (const b of count.burns) {
    const cast = legal.find((a) => a.type === "cast" && a.card === b.id && a.targets?.length === 1 && a.targets[0] === ctx.opp);
    if (cast) return cast;
  }
  // Rituals, then one-shot sources, then life, one mana at a time, only as far as needed.
  const ritual = legal.find((a) => a.type === "cast" && (cardHints(ctx.card(a.card)?.name ?? "")?.ritualMana ?? 0) > (ctx.card(a.card)?.manaValue ?? 0));
  if (ritual) return ritual;
  // The colors still to pay: the finisher's, and a Channel's still in hand (its green from the Lotus).
  const need = colorsOf(costOf(f.name));
  for (const h of v.players[ctx.me].hand ?? []) if (cardHints(h.name)?.lifeForMana) for (const [col, k] of Object.entries(colorsOf(costOf(h.name)))) need[col] = (need[col] ?? 0) + k;
  const lotus = oneShot(ctx, need, once);
  if (lotus) return lotus;
  const life = legal.find((a) => a.type === "activate" && !!cardHints(ctx.card(a.card)?.name ?? "")?.lifeForMana);
  if (life) return life;
  return null;
}

/**
 * A tutor in hand that the lands can't pay for (Demonic Tutor's {B} in a deck whose black comes
 * only from Black Lotus and Birds of Paradise): in a combo deck's own main phase, the one-shot
 * source on the battlefield is broken for the color the tutor lacks, so the tutor can be cast
 * for the missing piece (`tutorPick`). Automatic payment never sacrifices a source (engine
 * mana.ts), so without this the tutor stays in hand all game. Null when this does not apply.
 */
export function tutorMana(ctx: Ctx): Action | null {
  const v = ctx.view;
  if (v.turn.active !== ctx.me || (v.turn.step !== "precombat_main" && v.turn.step !== "postcombat_main") || v.stack.length) return null;
  if (!isComboDeck(ctx.input.knowledge.deck ?? [])) return null;
  const hand = v.players[ctx.me].hand ?? [];
  // A draw spell too (`draws`: Ancestral Recall's blue) while no finisher is in hand: the dig.
  const digging = !hand.some((h) => isFinisher(h.name));
  const tutor = hand.find((h) => (cardHints(h.name)?.tutor || (digging && (cardHints(h.name)?.draws ?? 0) >= 3)) && !ctx.legal.some((a) => a.type === "cast" && a.card === h.id));
  if (!tutor) return null;
  const once = (c: CardView) => c.abilities.find((a) => (abilityInfo(c.name, a.number)?.manaOnce ?? 0) > 0);
  const src = v.battlefield.find((c) => c.controller === ctx.me && !c.tapped && once(c));
  if (!src) return null;
  const made = abilityInfo(src.name, once(src)!.number)?.manaOnce ?? 0;
  const need = colorsOf(costOf(tutor.name));
  if (!colorsReachable(ctx, need, made) || ctx.mana.total + made < tutor.manaValue) return null;
  return oneShot(ctx, need, once);
}

/**
 * Digging for the finisher with the engine's mana: the engine without end is running (the
 * reducer on the artifact), no finisher is in hand but one is left in the library, and an X draw
 * spell (`xUse` "draw", aimed at its caster: Braingeyser) is in hand. The engine is run until the
 * pool holds the draw spell's X and the engine's next untap and the finisher's generic mana, then
 * it is cast for X = 10 (the largest X the legal actions offer below "all the mana", which would
 * also spend the lands the finisher's color needs), never more than the library holds less three
 * (drawing from an empty library loses, CR 704.5b). Automatic payment spends the pool first, so
 * the lands stay for the finisher, which `comboStep` then casts with the same engine. Null when
 * this does not apply or the engine can't go on. Without an X draw spell, a fixed one (`draws`:
 * Ancestral Recall, Timetwister) is cast as it is.
 */
function digStep(ctx: Ctx): Action | null {
  const v = ctx.view;
  const me = v.players[ctx.me];
  const hand = me.hand ?? [];
  if (hand.some((h) => isFinisher(h.name))) return null;
  const deck = ctx.input.knowledge.deck ?? [];
  const seen = [...me.graveyard, ...v.battlefield.filter((c) => c.owner === ctx.me), ...(me.exile ?? [])].filter((c) => isFinisher(c.name)).length;
  if (deck.filter(isFinisher).length <= seen) return null;
  const engine = findEngine(ctx);
  if (!engine?.attached) return null;
  const spell = hand.find((h) => cardHints(h.name)?.xUse === "draw" && cardHints(h.name)?.targets === "helpful");
  if (!spell) {
    // A fixed draw (`draws`: Ancestral Recall, Timetwister) at its caster, paid as it can be.
    const fixed = ctx.legal.find((a) => a.type === "cast" && (cardHints(ctx.card(a.card)?.name ?? "")?.draws ?? 0) >= 3 && (!a.targets?.length || (a.targets.length === 1 && a.targets[0] === ctx.me)));
    return fixed ?? null;
  }
  const want = Math.min(10, me.libraryCount - 3);
  if (want < 3) return null;
  const cast = ctx.legal.find((a) => a.type === "cast" && a.card === spell.id && a.targets?.length === 1 && a.targets[0] === ctx.me && a.x === want);
  if (cast && me.manaPool.length >= want + engine.untapCost + 1) return cast;
  if (!engine.artifact.tapped) {
    const tap = ctx.legal.find((a) => a.type === "activate" && a.card === engine.artifact.id && abilityInfo(engine.artifact.name, a.ability ?? 1)?.mana);
    if (tap) return tap;
  }
  return ctx.legal.find((a) => a.type === "activate" && a.card === engine.artifact.id && (a.ability ?? 1) === engine.untap) ?? null;
}

/** A one-shot source's mana ability (Black Lotus), making the color the pieces still lack. */
function oneShot(ctx: Ctx, need: Record<string, number>, once: (c: CardView) => { number: number } | undefined): Action | null {
  const lacking = Object.keys(need).find((col) => (ctx.mana.colors[col] ?? 0) < need[col]!) ?? Object.keys(need)[0];
  const src = ctx.view.battlefield.find((c) => c.controller === ctx.me && !c.tapped && once(c));
  if (!src) return null;
  const acts = ctx.legal.filter((a): a is Extract<Action, { type: "activate" }> => a.type === "activate" && a.card === src.id && (a.ability ?? 1) === once(src)!.number);
  return acts.find((a) => lacking && a.mana?.includes(lacking)) ?? acts[0] ?? null;
}

/**
 * A combo piece the heuristic should keep rather than spend now (outside `comboStep`): the
 * finisher for less than a kill (aimed at a creature it is still cast under pressure), the
 * Channel, a cost reducer on anything but an engine.
 */
export function holdsPiece(ctx: Ctx, a: Action): boolean {
  if (a.type !== "cast") return false;
  const c = ctx.card(a.card);
  if (!c) return false;
  const h = cardHints(c.name);
  if (!isComboDeck(ctx.input.knowledge.deck ?? [])) return false;
  if (h?.lifeForMana) return true;
  if (h?.cheapens) {
    const t = a.targets?.[0] ? ctx.card(a.targets[0]) : undefined;
    return !t || !(cardHints(t.name)?.abilities ?? []).some((ab) => ab.untapsSelf);
  }
  if (!isFinisher(c.name)) return false;
  const t = a.targets ?? [];
  // Into a Circle the opponent can pay for: no damage to them at all.
  if (t.includes(ctx.opp) && shielded(ctx, c)) return true;
  if (t.length === 1 && t[0] === ctx.opp && (a.x ?? 0) >= ctx.view.players[ctx.opp].life) return false;
  // Other decks spend their X spells as the look-ahead finds best.
  if (!isComboDeck(ctx.input.knowledge.deck ?? [])) return false;
  // Another finisher in hand, or no Channel or engine to go off with: this one may be spent.
  const hand = ctx.view.players[ctx.me].hand ?? [];
  const spare = hand.filter((h) => isFinisher(h.name)).length > 1;
  const near = hand.some((h) => cardHints(h.name)?.lifeForMana) || !!findEngine(ctx);
  const atCreatures = t.length > 0 && t.every((id) => { const x = ctx.card(id); return !!x && isCreature(x) && x.controller === ctx.opp; });
  const lost = raceLost(ctx);
  if (atCreatures) return !underPressure(ctx) && !(lost && isClock(ctx, t)) && !spare;
  // At the opponent's face for less than a kill: never while their creatures win the race (the
  // finisher is then removal); else a big share of their life, while nothing presses and nothing better waits.
  if (lost) return true;
  const big = (a.x ?? 0) >= Math.max(4, Math.ceil(ctx.view.players[ctx.opp].life / 2));
  return !(t.length === 1 && t[0] === ctx.opp && big && !underPressure(ctx) && (spare || !near));
}

/**
 * Untapping a mana artifact that does not untap in its controller's untap step (Basalt Monolith,
 * CR 502.3) with mana that would otherwise go unused: at the end of the opponent's turn, the
 * artifact tapped, the mana open paying for the "untap this" ability from other sources. Worth a
 * little (its mana next turn), or null when this does not apply. Not while another such artifact
 * of this player is untapped: the two would pay for each other's untap without end.
 */
export function untapWorth(ctx: Ctx, a: Action): number | null {
  if (a.type !== "activate") return null;
  const c = ctx.card(a.card);
  if (!c || c.controller !== ctx.me) return null;
  const info = cardHints(c.name)?.abilities?.[(a.ability ?? 1) - 1];
  if (!info?.untapsSelf || info.mana) return null;
  const v = ctx.view;
  const noUntap = (x: CardView) => x.keywords.some((k) => /doesn't untap/i.test(k));
  if (!noUntap(c) || !c.tapped || !tapMana(c)) return null;
  if (v.turn.active !== ctx.opp || v.turn.step !== "end" || v.stack.length) return -1;
  const others = v.battlefield.some((x) => x.id !== c.id && x.controller === ctx.me && !x.tapped && noUntap(x) && tapMana(x) > 0);
  if (others || ctx.mana.total < costTotal(info.cost)) return -1;
  return 0.5;
}

/**
 * Building the engine ahead of time: the reducer cast on the artifact when the mana is there and
 * nothing else is pressing (worth a little more than passing), so the next turn's X has no end.
 */
export function engineBuild(ctx: Ctx, a: Action): number | null {
  if (a.type !== "cast") return null;
  const c = ctx.card(a.card);
  if (!c || !cardHints(c.name)?.cheapens) return null;
  const t = a.targets?.[0] ? ctx.card(a.targets[0]) : undefined;
  if (!t || t.controller !== ctx.me || !(cardHints(t.name)?.abilities ?? []).some((ab) => ab.untapsSelf)) return -1;
  return 1.5;
}

/**
 * Keeping an opening hand for the combo: fast mana (artifacts and creatures that tap for mana)
 * counts beside the lands, so one land and a Mox and a Sol Ring is a hand with a plan.
 */
export function comboSources(hand: readonly CardView[]): number {
  let n = 0;
  for (const c of hand) {
    if (isLand(c)) { n++; continue; }
    const infos = cardHints(c.name)?.abilities ?? [];
    if (c.manaValue <= 2 && infos.some((a) => a.mana && (a.tap || a.manaOnce))) n++;
  }
  return n;
}

/**
 * Casting a mana source in a combo deck: an artifact or creature that taps for mana (Mana Vault,
 * Mox, Llanowar Elves) brings the kill a turn nearer, worth more than the card in hand; an extra
 * turn (`extraTurn`: Time Walk) is another untap and draw. Null when neither applies.
 */
export function comboBuildWorth(ctx: Ctx, a: Action): number | null {
  if (a.type !== "cast") return null;
  const c = ctx.card(a.card);
  if (!c) return null;
  const v = ctx.view;
  const myMain = v.turn.active === ctx.me && (v.turn.step === "precombat_main" || v.turn.step === "postcombat_main") && !v.stack.length;
  if (cardHints(c.name)?.extraTurn) return myMain ? 2 : -1;
  if (isCreature(c) || !isComboDeck(ctx.input.knowledge.deck ?? [])) return null;
  if (cardHints(c.name)?.tutor) return myMain ? 1.5 : -1;
  const makes = (cardHints(c.name)?.abilities ?? []).some((ab) => ab.mana && ab.tap && !ab.manaOnce && !ab.cost);
  if (!makes || !myMain) return null;
  return 1 + c.manaValue * 0.1;
}

/**
 * A search of this player's library for one card (Demonic Tutor), in a combo deck: the missing
 * piece. Without a finisher in hand, a finisher; with one, what makes its mana: the engine's
 * other half (its artifact or its reducer), else a life-into-mana card while life is ample, else
 * the biggest one-shot or tapping mana source. Null when no piece is missing or none is offered.
 */
export function tutorPick(ctx: Ctx, cards: readonly { id: string; name: string }[]): string | null {
  if (!isComboDeck(ctx.input.knowledge.deck ?? [])) return null;
  const v = ctx.view;
  const hand = v.players[ctx.me].hand ?? [];
  const mine = v.battlefield.filter((c) => c.controller === ctx.me);
  const have = [...hand, ...mine];
  const find = (ok: (name: string) => boolean) => cards.find((c) => ok(c.name))?.id ?? null;
  if (!hand.some((h) => isFinisher(h.name))) return find(isFinisher);
  const artifact = have.some((c) => isEngineArtifact(c.name));
  const reducer = have.some((c) => cardHints(c.name)?.cheapens);
  if (artifact && reducer) return null;
  if (artifact) { const r = find((n) => !!cardHints(n)?.cheapens); if (r) return r; }
  if (reducer) { const m = find(isEngineArtifact); if (m) return m; }
  if (!have.some((c) => cardHints(c.name)?.lifeForMana) && v.players[ctx.me].life > v.players[ctx.opp].life / 2 + 4) {
    const ch = find((n) => !!cardHints(n)?.lifeForMana);
    if (ch) return ch;
  }
  const worth = (n: string) => Math.max(0, ...(cardHints(n)?.abilities ?? []).filter((a) => a.mana && a.tap).map((a) => a.manaOnce ?? (a.cost ? 0 : 1.5)));
  const best = [...cards].filter((c) => !isLand({ types: cardData(c.name)?.types ?? [] })).sort((x, y) => worth(y.name) - worth(x.name))[0];
  return best && worth(best.name) > 0 ? best.id : null;
}

/**
 * Whether a combo deck's opening hand has a plan: something that wins or finds the win (a
 * finisher, burn, Channel, a tutor, either half of the engine, an X draw spell) beside its mana.
 */
export function comboPlanInHand(hand: readonly CardView[]): boolean {
  return hand.some((c) => {
    const h = cardHints(c.name);
    if (!h) return false;
    return isFinisher(c.name) || !!h.burn || !!h.lifeForMana || !!h.tutor || !!h.cheapens || h.xUse === "draw"
      || (!!h.abilities?.some((a) => a.untapsSelf) && !!h.abilities.some((a) => a.mana));
  });
}
