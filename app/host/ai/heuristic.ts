/**
 * The heuristic opponent ("Computer"). Rules of thumb for the frequent decisions (lands, curve,
 * combat, mulligans, tricks), and a one-step look-ahead with the engine for everything else: it
 * builds a full state consistent with its view (determinize.ts), tries each sensible action,
 * lets the stack resolve, and keeps the one that improves its evaluation most.
 */
import { cardData } from "../../../engine/cards/data";
import { apply, cardHints, legalActionList, whoMustAct, type Action, type CardView, type DecisionView, type GameState, type PlayerView } from "../../../engine/index";
import { creatureValue, findCard, handCardValue, isCreature, isLand, landCount, manaOpen, permanentValue, printedCreatureValue } from "./board";
import { abilityInfo, favoursHint, feedsHint, keepCostHint, isCombatTrick, isHarmful, isHelpful, isResponseOnly, isRitual, printedKeywords, pumpAbility } from "./cards";
import { scoreAttack, scoreBlocks } from "./combat";
import { Ctx, type HeuristicInput } from "./heuristic-context";
import { favourWorth } from "./evaluate";
import { evaluateState, lookAhead, settle, throughCombat, withCoins } from "./simulate";
import { TURNS_OVER } from "../../../engine/cards/dexterity";
import { animateWorth, combatTrick, hasReadyAttacker, icy, regenerate } from "./tricks";
import type { AiMemory } from "./types";
import { pileAnswer } from "./piles";
import { comboAdjust, comboBuildWorth, untapWorth, comboPlanInHand, comboSources, comboStep, engineBuild, holdsPiece, isComboDeck, tutorMana, tutorPick } from "./combo";
import { Explainer } from "./trace";
import { planAdjust } from "./control";

export { Ctx, HEURISTIC_TUNING, type HeuristicInput, type HeuristicTuning } from "./heuristic-context";


/** The decision being explained (input.trace set), else null: the scoring hooks below then cost a check. */
let explain: Explainer | null = null;

export function heuristicDecide(input: HeuristicInput): Action {
  const mem = input.memory;
  if (mem.regenTurn !== input.view.turn.number) { mem.regenTurn = input.view.turn.number; mem.regenerated = []; }
  const outer = explain;
  const ex = (explain = input.trace && input.legal.length > 1 ? new Explainer() : null);
  let a: Action;
  try {
    a = decide(input);
  } finally {
    explain = outer;
  }
  if (ex) {
    const d = input.view.decision;
    const atPriority = !d || (d.by ?? d.player) !== input.view.you;
    input.trace!(ex.entry("heuristic", atPriority ? "priority" : "scores", input.view, input.legal, a));
  }
  recordChoice(mem, input.view, a);
  return a;
}

/** What a player remembers of its own choice: mulligans taken, regeneration shields made this turn. */
export function recordChoice(mem: AiMemory, view: PlayerView, a: Action): void {
  if (mem.regenTurn !== view.turn.number) { mem.regenTurn = view.turn.number; mem.regenerated = []; }
  if (a.type === "mulligan") mem.mulligans++;
  // Regeneration shields are not in the view: remember the ones this player made this turn.
  if (a.type === "activate") {
    const c = findCard(view, a.card);
    if (c && abilityOf(c, a.ability ?? 1)?.text.includes("Regenerate")) mem.regenerated.push(c.id);
  }
}

function decide(original: HeuristicInput): Action {
  // What a card's hints say the computer should not do by itself (`ai.never`) is left out,
  // unless nothing else is offered.
  const allowed = original.legal.filter((a) => !neverDoes(original.view, a));
  const input = allowed.length && allowed.length < original.legal.length ? { ...original, legal: allowed } : original;
  const { legal, view } = input;
  if (legal.length === 1) return legal[0]!;
  const ctx = new Ctx(input);
  const d = view.decision;
  if (d && (d.by ?? d.player) === view.you) {
    switch (d.kind) {
      case "mulligan": return mulligan(ctx);
      case "declare_attackers": return withBand(ctx, best(legal, (a) => a.type === "attack" && !a.bands ? scoreAttack(view, ctx.me, a.attackers, ctx.t) - a.attackers.length * 0.001 : -1e9));
      case "declare_blockers": return best(legal, (a) => a.type === "block" ? scoreBlocks(view, ctx.me, a.blocks, ctx.t) : -1e9);
      case "assign_damage": return best(legal, (a) => a.type === "assign" ? assignmentValue(ctx, a.damage) : -1e9);
      case "choose": return choose(ctx);
    }
  }
  return priority(ctx);
}

/** Casting a spell or activating an ability whose definition tells the computer players not to. */
function neverDoes(view: PlayerView, a: Action): boolean {
  if (a.type !== "cast" && a.type !== "activate") return false;
  const c = findCard(view, a.card);
  if (!c) return false;
  return a.type === "cast" ? !!cardHints(c.name)?.never : !!abilityInfo(c.name, a.ability ?? 1)?.never;
}

function best(legal: Action[], score: (a: Action) => number): Action {
  let top = legal[0]!;
  let topScore = -Infinity;
  for (const a of legal) {
    const s = score(a);
    if (explain) explain.score(a, s);
    if (s > topScore) { topScore = s; top = a; }
  }
  return top;
}

// ---- opening hand --------------------------------------------------------------------------

function mulligan(ctx: Ctx): Action {
  const hand = ctx.view.players[ctx.me].hand ?? [];
  // A combo deck counts its fast mana (Moxen, Sol Ring, Llanowar Elves) beside its lands (combo.ts).
  const lands = hand.filter(isLand).length;
  // and keeps a first hand only with a plan (something that wins or finds the win).
  const combo = isComboDeck(ctx.input.knowledge.deck ?? []);
  const sources = combo ? comboSources(hand) : lands;
  const mull = ctx.legal.find((a) => a.type === "mulligan");
  if (mull && ctx.input.memory.mulligans === 0 && (sources <= 1 || lands >= 6 || (combo && !comboPlanInHand(hand)))) return mull;
  return ctx.legal.find((a) => a.type === "keep") ?? ctx.legal[0]!;
}

/** How good the hand left after putting `bottom` away is: about 40% lands and a low curve. */
function handQuality(ctx: Ctx, bottom: string[]): number {
  const hand = (ctx.view.players[ctx.me].hand ?? []).filter((c) => !bottom.includes(c.id));
  const lands = hand.filter(isLand).length;
  const spells = hand.filter((c) => !isLand(c));
  const target = Math.max(2, Math.round(hand.length * 0.42));
  let q = -Math.abs(lands - target) * 2;
  for (const s of spells) q += s.manaValue <= lands + 2 ? 1 : 0.3 - s.manaValue * 0.05;
  return q;
}

/** What discarding `cards` costs. */
function lostValue(ctx: Ctx, cards: string[]): number {
  const lands = landCount(ctx.view, ctx.me);
  let v = 0;
  for (const id of cards) {
    const c = ctx.card(id);
    if (!c) continue;
    if (isLand(c)) v += lands < 5 ? 1.6 : 0.3;
    else v += handCardValue(c.name, lands) + Math.min(c.manaValue, lands + 1) * 0.2 - (c.manaValue > lands + 2 ? 0.6 : 0);
  }
  return v;
}

/**
 * Discarding down to the maximum hand size (CR 514.1): the excess cards worth least. The engine
 * offers only some of the subsets of a big hand (the first few and one per card), and those may
 * all hold the card to keep (a Fireball among twelve cards); `lostValue` adds up card by card, so
 * the cheapest cards one by one are the cheapest subset. Any subset of the right size is legal.
 */
function cleanupDiscard(ctx: Ctx, choice: DecisionView["choice"], legal: Action[]): Action {
  if (choice?.type === "cards" && choice.min === choice.max && choice.min > 0 && choice.min < choice.from.length) {
    const worth = new Map(choice.from.map((id) => [id, lostValue(ctx, [id])]));
    const cheapest = [...choice.from].sort((a, b) => worth.get(a)! - worth.get(b)! || a.localeCompare(b)).slice(0, choice.min);
    return { type: "choose", player: ctx.me, cards: cheapest };
  }
  return best(legal, (a) => (a.type === "choose" ? -lostValue(ctx, a.cards ?? []) : -1e9));
}

/**
 * Banding (CR 702.22c): the chosen attack made as a band, when the engine offers one for the same
 * attackers (it bands the creatures with banding with the strongest attacker without), so that
 * this player divides its blockers' damage.
 */
function withBand(ctx: Ctx, a: Action): Action {
  if (a.type !== "attack" || a.bands || a.attackers.length < 2) return a;
  const same = new Set(a.attackers);
  const banded = ctx.legal.find((x) => x.type === "attack" && !!x.bands?.length && x.attackers.length === same.size && x.attackers.every((id) => same.has(id)));
  if (banded && explain) explain.alias(banded, a);
  return banded ?? a;
}

/**
 * A division of combat damage: the other side's creatures it kills are worth their value; with
 * banding (CR 702.22j–k) this player may be dividing damage among its own creatures, and the
 * ones it kills cost their value.
 */
function assignmentValue(ctx: Ctx, damage: Record<string, number>): number {
  let v = 0;
  for (const [ref, n] of Object.entries(damage)) {
    if (ref === ctx.opp) { v += n * 0.4; continue; }
    const c = ctx.card(ref);
    if (!c) continue;
    const dies = n > 0 && n >= (c.toughness ?? 0) - c.damage;
    if (c.controller === ctx.me) v -= dies ? creatureValue(c) : n * 0.01;
    else if (dies) v += creatureValue(c);
  }
  return v;
}

// ---- choices while something resolves --------------------------------------------------------

/**
 * A question while something resolves, triggers go on the stack, or a turn ends: discarding and
 * putting cards on the bottom by their worth; everything else by trying each answer on a state
 * built from what the player knows and keeping the best result (no card needs a hint for this).
 */
function choose(ctx: Ctx): Action {
  const d = ctx.view.decision!;
  const legal = ctx.legal;
  if (d.purpose === "mulligan_bottom") return best(legal, (a) => (a.type === "choose" ? handQuality(ctx, a.cards ?? []) : -1e9));
  if (d.purpose === "cleanup_discard") return cleanupDiscard(ctx, d.choice, legal);
  if (d.choice?.type === "name") return likeliestName(ctx, legal);
  // The pile questions of combat (Raging River, Camouflage): answered from the table (piles.ts).
  if ((d.choice?.type === "cards" || d.choice?.type === "option") && d.choice.pile) {
    const a = pileAnswer(ctx.view, d.choice.pile, d.choice.type === "cards" ? d.choice.from : []);
    if (legal.some((x) => x.type === "choose" && JSON.stringify(x) === JSON.stringify(a)) || d.choice.type === "cards") return a;
  }
  if (d.choice?.type === "mode" && d.purpose === "trigger_choice") return triggerMode(ctx, legal);
  if (d.choice?.type === "cards" && d.cards?.length && fromDrawLook(ctx)) return keepHidden(ctx, legal, d.cards);
  // A combo deck's search for one card (Demonic Tutor): its missing piece (combo.ts).
  if (d.choice?.type === "cards" && d.choice.search && d.choice.max === 1 && d.cards?.length) {
    const pick = tutorPick(ctx, d.cards);
    const a = pick ? legal.find((x) => x.type === "choose" && x.cards?.length === 1 && x.cards[0] === pick) : undefined;
    if (a) return a;
  }
  // Aiming a dexterity card: each spot is judged by what happens when the card turns over.
  const aim = d.choice?.type === "cards" && !!d.choice.aim;
  const known = ctx.state();
  const state = known && aim ? withCoins(known, "won") : known;
  if (state) {
    // Judged once the whole stack has resolved: a source chosen for a Circle of Protection
    // matters only when the spell below it deals its damage.
    const height = 0;
    let top: Action | null = null;
    let topScore = -Infinity;
    for (const a of aim ? legal : legal.slice(0, 24)) {
      const r = apply(state, a);
      if (!r.ok) continue;
      // The answer leads to another question for this player (Word of Command: which card, then
      // how the controlled player casts it): judged by its best follow-up answer.
      const nd = r.state.decision;
      const again = nd?.kind === "choose" && nd.choice.type === "play" && whoMustAct(r.state) === ctx.me;
      let v = -Infinity;
      for (const next of again ? legalActionList(r.state, ctx.me, { few: true }).slice(0, 12) : [null]) {
        const r2 = next ? apply(r.state, next) : r;
        if (!r2.ok) continue;
        const after = settle(r2.state, height, undefined, true);
        if (after) v = Math.max(v, evaluateState(after, ctx.me));
      }
      if (explain) explain.score(a, v, "look-ahead");
      if (v > topScore) { topScore = v; top = a; }
    }
    if (top) return top;
  }
  // Nothing to judge by: pay when asked, else the first answer.
  return legal.find((a) => a.type === "choose" && a.value === true) ?? legal[0]!;
}

/**
 * Word of Command (`ai.commandsOpponent`): in the opponent's upkeep or draw step, on an empty
 * stack, while they hold cards: before their main phase their lands are still untapped, so the
 * card chosen (that question is judged by trying each answer) spends their mana or land drop
 * badly, or makes them cast an answer at nothing. Never otherwise.
 */
function commandValue(ctx: Ctx): number {
  const v = ctx.view;
  if (v.turn.active !== ctx.opp || (v.turn.step !== "upkeep" && v.turn.step !== "draw") || v.stack.length) return -1;
  const cards = v.players[ctx.opp].handCount;
  return cards > 0 ? 0.4 + Math.min(cards, 5) * 0.1 : -1;
}

/** The question is which card a draw replacement keeps to draw (Aladdin's Lamp: its ability's hint `beforeYourDraw`). */
function fromDrawLook(ctx: Ctx): boolean {
  const d = ctx.state()?.decision;
  const src = d?.kind === "choose" && d.source ? ctx.state()!.objects[d.source] : undefined;
  return !!src && !!cardHints(src.name)?.abilities?.some((ab) => ab.beforeYourDraw);
}

/**
 * One card to keep among cards of a hidden zone this player looks at (Aladdin's Lamp: the one kept
 * on top of the library and drawn): by its worth in hand, lands counted in hand and in play.
 */
function keepHidden(ctx: Ctx, legal: Action[], cards: { id: string; name: string }[]): Action {
  const lands = landCount(ctx.view, ctx.me) + (ctx.view.players[ctx.me].hand ?? []).filter(isLand).length;
  return best(legal, (a) => {
    const name = a.type === "choose" && a.cards?.length === 1 ? cards.find((c) => c.id === a.cards![0])?.name : undefined;
    const d = name ? cardData(name) : undefined;
    if (!name || !d) return -1e9;
    if (d.types.includes("Land")) return lands < 5 ? 1.6 : 0.3;
    return handCardValue(name, lands) + Math.min(d.cmc, lands + 1) * 0.2 - (d.cmc > lands + 2 ? 0.6 : 0);
  });
}

/**
 * A modal triggered ability's mode (CR 603.3c, Relic Bind): its targets are asked next, as it
 * goes on the stack, so each mode is judged with its best targets, once the ability has resolved.
 */
function triggerMode(ctx: Ctx, legal: Action[]): Action {
  const state = ctx.state();
  if (!state) return legal[0]!;
  return best(legal, (a) => {
    const r = apply(state, a);
    if (!r.ok) return -1e9;
    const d = r.state.decision;
    const asked = d?.kind === "choose" && d.player === ctx.me && d.resume.at === "trigger_choice";
    let top = -1e9;
    for (const next of asked ? legalActionList(r.state, ctx.me, { few: true }).slice(0, 8) : [null]) {
      const r2 = next ? apply(r.state, next) : r;
      if (!r2.ok) continue;
      const after = settle(r2.state, 0, undefined, !!next);
      if (after) top = Math.max(top, evaluateState(after, ctx.me));
    }
    return top;
  });
}

/**
 * "Choose a card name" (CR 201.4): the name most of the player's library holds, by what the
 * player knows of it (their deck less the cards seen elsewhere; its order is not looked at).
 * Petra Sphinx then guesses its top card as well as anyone can.
 */
function likeliestName(ctx: Ctx, legal: Action[]): Action {
  const state = ctx.state();
  const counts = new Map<string, number>();
  for (const id of state?.players[ctx.me].library ?? []) {
    const name = state!.objects[id]?.name;
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return best(legal, (a) => (a.type === "choose" && typeof a.value === "string" ? counts.get(a.value) ?? 0 : -1));
}

// ---- priority ----------------------------------------------------------------------------------

/** The activated ability `n` of a permanent as the view shows it (printed or granted). */
export function abilityOf(c: CardView, n: number) {
  return c.abilities.find((ab) => ab.number === n);
}

export function isManaAbility(a: Action, view: PlayerView): boolean {
  if (a.type !== "activate") return false;
  const c = findCard(view, a.card);
  return !!(c && abilityOf(c, a.ability ?? 1)?.mana);
}

function priority(ctx: Ctx): Action {
  const { view, legal, me } = ctx;
  const pass = legal.find((a) => a.type === "pass") ?? legal[0]!;
  const plays = legal.filter((a) => a.type === "play");
  // A land that works on both players alike (its `favours` hint) is played only when it favours this player.
  const goodPlays = plays.filter((a) => {
    const kind = favoursHint(ctx.card((a as { card: string }).card)?.name ?? "");
    return !kind || favourWorth(view, me, kind) > 0;
  });
  if (goodPlays.length) return bestLand(ctx, goodPlays);
  // Combo play (combo.ts): the next step of going off, when this turn's mana makes the finisher lethal.
  const go = comboStep(ctx);
  if (go) return go;
  // A tutor only a one-shot source can pay for (Black Lotus's black): break it for the tutor (combo.ts).
  const lotus = tutorMana(ctx);
  if (lotus) return lotus;
  // Life into mana (Channel's payments) only while going off (combo.ts).
  const options = legal.filter((a) => (a.type === "cast" || a.type === "activate") && !isManaAbility(a, view) && !(a.type === "activate" && cardHints(ctx.card(a.card)?.name ?? "")?.lifeForMana));
  if (!options.length) return pass;

  let top: Action = pass;
  let topScore = ctx.t.actMin;
  const consider = (a: Action, s: number, note?: string) => {
    if (explain) explain.score(a, s, note ?? "rule of thumb");
    if (s > topScore) { topScore = s; top = a; }
  };
  if (explain) explain.score(pass, topScore, "passing: the least gain worth acting for");
  const toSimulate: { action: Action; prior: number }[] = [];
  const inCombatAfterBlocks = view.turn.step === "declare_blockers" && view.battlefield.some((c) => c.attacking);

  for (const a of options) {
    const c = ctx.card((a as { card: string }).card);
    if (!c) continue;
    if (a.type === "cast") {
      // Combo pieces are kept for going off (combo.ts); the engine is built when it can be.
      if (holdsPiece(ctx, a)) continue;
      const build = engineBuild(ctx, a) ?? comboBuildWorth(ctx, a);
      if (build !== null) { consider(a, build); continue; }
      const data = cardData(c.name);
      const types = data?.types ?? c.types;
      if (types.includes("Creature")) { const s = creatureSpell(ctx, c); consider(a, s + planAdjust(ctx, a, s)); continue; }
      if (isRitual(c.name)) { consider(a, ritual(ctx, c, a)); continue; }
      if (cardHints(c.name)?.destroysIdle) { consider(a, idleVictims(ctx, c)); continue; }
      if (cardHints(c.name)?.subgame) { consider(a, subgameWorth(view, me)); continue; }
      if (cardHints(c.name)?.commandsOpponent) { consider(a, commandValue(ctx)); continue; }
      if (isResponseOnly(c.name)) {
        const t = a.targets?.[0] ? ctx.card(a.targets[0]) : undefined;
        if (view.stack.length || (inCombatAfterBlocks && t && (t.attacking || t.blocking))) toSimulate.push({ action: a, prior: targetPrior(ctx, c.name, a) });
        continue;
      }
      if (isCombatTrick(c.name)) {
        if (inCombatAfterBlocks && view.stack.length === 0) consider(a, combatTrick(ctx, a, c));
        else if (view.stack.length) toSimulate.push({ action: a, prior: targetPrior(ctx, c.name, a) });
        continue;
      }
      toSimulate.push({ action: a, prior: targetPrior(ctx, c.name, a) });
      continue;
    }
    // Activated abilities.
    if (a.type !== "activate") continue;
    const info = abilityInfo(c.name, a.ability ?? 1);
    if (pumpAbility(c)?.number === (a.ability ?? 1)) {
      if (inCombatAfterBlocks) consider(a, combatTrick(ctx, a, c));
      continue;
    }
    if (info?.regenerates === "self") {
      consider(a, regenerate(ctx, a, c, inCombatAfterBlocks));
      continue;
    }
    if (info?.tapsTarget) { consider(a, icy(ctx, a)); continue; }
    // A mana artifact that stays tapped (Basalt Monolith) is untapped with the opponent's end-step mana (combo.ts).
    const untapped = untapWorth(ctx, a);
    if (untapped !== null) { consider(a, untapped); continue; }
    if (info?.animates) {
      const r = animateWorth(ctx, a, c, info.animates, info.cost);
      if (r) consider(r.action, r.score);
      continue;
    }
    if (info?.responseOnly && !view.stack.length && !inCombatAfterBlocks) continue;
    if (info?.beforeYourDraw) {
      // Aladdin's Lamp: in this player's upkeep, before the draw, with the mana the turn's spells
      // won't need (lands tapped now stay tapped this turn): what is left after the dearest
      // spell in hand it could cast.
      if (view.turn.active === me && view.turn.step === "upkeep" && !view.stack.length) {
        const avail = ctx.mana.total;
        const need = Math.max(0, ...(view.players[me].hand ?? []).filter((h) => !isLand(h) && h.manaValue <= avail).map((h) => h.manaValue));
        const x = a.x ?? 0;
        if (a.x === undefined) {
          // No X (Ring of Ma'rûf): a card from outside the game, when the sideboard holds one and the cost leaves the turn's spells their mana.
          const cost = [...info.cost.matchAll(/\{(\d+|[WUBRGC])\}/g)].reduce((n, m) => n + (/\d/.test(m[1]!) ? Number(m[1]) : 1), 0);
          if (view.players[me].sideboard?.length && cost <= avail - need) consider(a, 0.6);
        } else if (x >= 1 && x <= avail - need) consider(a, 0.4 + x * 0.05);
      }
      continue;
    }
    toSimulate.push({ action: a, prior: targetPrior(ctx, c.name, a) });
  }

  if (toSimulate.length) {
    const sims = pickSimulations(ctx, toSimulate);
    const state = sims.length ? ctx.state() : null;
    if (state) {
      // After blocks, what an action does shows only once combat damage is dealt (prevention,
      // an attacker untapped by Maze of Ith): both the baseline and each action are judged then.
      const outcome = (s: GameState | null) => (s && inCombatAfterBlocks ? throughCombat(s) : s);
      let baseline: number | null;
      if (state.stack.length === 0 && !inCombatAfterBlocks) baseline = evaluateState(state, me);
      else {
        const after = outcome(state.stack.length === 0 ? state : lookAhead(state, pass, me));
        baseline = after ? evaluateState(after, me) : null;
      }
      if (baseline !== null) {
        for (const { action } of sims) {
          const dexterity = !!cardHints(ctx.card((action as { card: string }).card)?.name ?? "")?.dexterity;
          let gain: number;
          if (dexterity) {
            // A dexterity card (Chaos Orb, Falling Star): judged by its flip's two results, weighted by their odds.
            const won = outcome(lookAhead(withCoins(state, "won"), action, me));
            const lost = outcome(lookAhead(withCoins(state, "lost"), action, me));
            if (!won || !lost) continue;
            gain = (evaluateState(won, me) * TURNS_OVER[0] + evaluateState(lost, me) * (TURNS_OVER[1] - TURNS_OVER[0])) / TURNS_OVER[1] - baseline;
          } else {
            const after = outcome(lookAhead(state, action, me));
            if (!after) continue;
            gain = evaluateState(after, me) - baseline;
          }
          gain += timingAdjust(ctx, action, gain) + planAdjust(ctx, action, gain) + comboAdjust(ctx, action);
          consider(action, gain, "look-ahead");
        }
      }
    }
  }
  return top;
}

/**
 * Small gains (a ping to the face, a card drawn) wait for the end of the opponent's turn, when the
 * mana and the tapped permanent would otherwise go unused; sorcery-speed actions happen now.
 */
function timingAdjust(ctx: Ctx, a: Action, gain: number): number {
  const v = ctx.view;
  if (gain <= 0) return 0;
  // Paying an obligation named by another player's card (Nafs Asp's "unless they pay {1} before
  // that draw step") can't wait for the end of the turn.
  if (a.type === "activate" && ctx.card(a.card)?.controller !== ctx.me) return 0;
  // Removal and counters happen when they can; drawing, pinging and the like wait.
  if (gain >= (a.type === "activate" ? 2 : 1.2)) return 0;
  // An answer to a spell or ability on the stack (a counter) can't wait: now or never.
  if ((a.type === "cast" || a.type === "activate") && a.targets?.some((t) => v.stack.some((i) => i.id === t))) return 0;
  const theirEnd = v.turn.active === ctx.opp && v.turn.step === "end";
  const myMain = v.turn.active === ctx.me && (v.turn.step === "precombat_main" || v.turn.step === "postcombat_main") && v.stack.length === 0;
  if (theirEnd) return 0;
  if (myMain && a.type === "cast") {
    const types = cardData(ctx.card(a.card)?.name ?? "")?.types ?? [];
    if (!types.includes("Instant")) return 0;
  }
  return -gain - 1;
}

function bestLand(ctx: Ctx, plays: Action[]): Action {
  const hand = ctx.view.players[ctx.me].hand ?? [];
  const need = new Set<string>();
  for (const c of hand) if (!isLand(c)) for (const col of cardData(c.name)?.colors ?? []) if (!ctx.mana.colors[col]) need.add(col);
  // A permanent kept by an upkeep cost (Stasis's {U}): under its lock this player's lands stay
  // tapped, so each upkeep is paid from the land played the turn before.
  for (const c of ctx.view.battlefield) if (c.controller === ctx.me) for (const m of keepCostHint(c.name)?.matchAll(/\{([WUBRG])\}/g) ?? []) need.add(m[1]!);
  const have = new Map<string, number>();
  for (const c of ctx.view.battlefield) if (c.controller === ctx.me && isLand(c)) for (const s of c.subtypes) have.set(s, (have.get(s) ?? 0) + 1);
  const colorOf: Record<string, string> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };
  return best(plays, (a) => {
    const c = ctx.card((a as { card: string }).card);
    if (!c) return 0;
    let s = 0;
    for (const sub of c.subtypes) {
      if (need.has(colorOf[sub] ?? "")) s += 2;
      s -= (have.get(sub) ?? 0) * 0.1;
    }
    if (c.subtypes.length >= 2) s += 0.5;
    return s;
  });
}

function creatureSpell(ctx: Ctx, c: CardView): number {
  const v = ctx.view;
  const kws = printedKeywords(c.name);
  // Creatures go down after combat (keeping mana for tricks), unless they help this combat.
  if (!ctx.t.creaturesFirst && v.turn.step === "precombat_main" && hasReadyAttacker(ctx) && !kws.includes("haste") && !cardHints(c.name)?.boostsOthers) return -1;
  if (v.turn.active !== ctx.me && !(cardData(c.name)?.types ?? []).includes("Instant")) return -1;
  // A creature that eats one of its controller's permanents each upkeep (Lord of the Pit): only
  // with food to spare, or life enough to take its damage a few times.
  const feeds = feedsHint(c.name);
  if (feeds) {
    const kind = feeds.kind === "creature" ? "Creature" : feeds.kind === "artifact" ? "Artifact" : "Land";
    const food = v.battlefield.filter((p) => p.controller === ctx.me && p.id !== c.id && p.types.includes(kind)).length;
    if (feeds.kind === "land" ? food < 5 : food < 1 && v.players[ctx.me].life <= feeds.else * 2 + 5) return -1;
  }
  return printedCreatureValue(c.name) - handCardValue(c.name, landCount(v, ctx.me)) + 0.5 * c.manaValue + 0.5;
}

/**
 * Dark Ritual: only when it lets a spell be cast now that could not be otherwise. One that
 * sacrifices a creature for its mana (Sacrifice, Metamorphosis: about its mana value less the
 * spell's own cost) only for a spell costing at least two more than the creature; one whose mana
 * only casts some spells (`ritualFor`) only for those.
 */
function ritual(ctx: Ctx, c: CardView, a: Action): number {
  const v = ctx.view;
  if (v.turn.active !== ctx.me || v.stack.length || (v.turn.step !== "precombat_main" && v.turn.step !== "postcombat_main")) return -1;
  const only = cardHints(c.name)?.ritualFor;
  const hand = (v.players[ctx.me].hand ?? []).filter((h) => h.id !== c.id && !isLand(h) && (!only || (cardData(h.name)?.types ?? h.types).includes(only)));
  const m = ctx.mana.total;
  const deferring = v.turn.step === "precombat_main" && hasReadyAttacker(ctx);
  const sacrificed = a.type === "cast" ? a.costs?.sacrifice?.map((id) => ctx.card(id)) ?? [] : [];
  let gain = 2;
  let floor = 0;
  if (sacrificed.length) {
    const mv = sacrificed.reduce((n, s) => n + (s?.manaValue ?? 0), 0);
    gain = mv - 1;
    floor = mv + 2;
  }
  const enabled = hand.filter((h) => h.manaValue > m && h.manaValue <= m + gain && h.manaValue >= floor && !(deferring && isCreature(h)));
  return enabled.length ? 1 + Math.max(...enabled.map((h) => h.manaValue)) * 0.3 : -1;
}

/**
 * Siren's Call (`destroysIdle`): the worth of the opponent's creatures it would destroy, those that
 * can't attack this turn (tapped, not Walls, controlled since the turn began), less the card.
 */
function idleVictims(ctx: Ctx, card: CardView): number {
  const v = ctx.view;
  if (v.turn.active !== ctx.opp) return -1;
  const victims = v.battlefield.filter((c) => c.controller === ctx.opp && isCreature(c) && c.tapped && !c.sick && !c.subtypes.includes("Wall"));
  return victims.reduce((n, c) => n + creatureValue(c), 0) - handCardValue(card.name, landCount(v, ctx.me)) - 1;
}

// ---- choosing what to look ahead on ---------------------------------------------------------------

/** How promising a targeted action looks before simulating it: the value of what it hits. */
export function targetPrior(ctx: Ctx, name: string, a: Action): number {
  const targets = (a as { targets?: string[] }).targets ?? [];
  const harmful = isHarmful(name);
  const helpful = isHelpful(name);
  let p = 1;
  for (const t of targets) {
    let worth = 0;
    let theirs: boolean;
    if (t === "A" || t === "B") {
      theirs = t === ctx.opp;
      worth = 1 + Math.max(0, 20 - ctx.view.players[t].life) / 4;
    } else {
      const st = ctx.view.stack.find((i) => i.id === t);
      const c = st ? undefined : ctx.card(t);
      theirs = st ? st.controller === ctx.opp : c ? c.controller === ctx.opp : false;
      worth = st ? 3 : c ? (isCreature(c) ? creatureValue(c) : permanentValue(c, 3)) : 0.5;
    }
    if (harmful) p += theirs ? worth : -worth - 5;
    else if (helpful) p += theirs ? -worth - 5 : worth;
    else p += worth * 0.5;
  }
  return p;
}

/** The few actions worth simulating: per card and ability, its best targets and sensible X values. */
function pickSimulations(ctx: Ctx, list: { action: Action; prior: number }[], max = ctx.input.maxSims ?? 8, perGroup = 3): { action: Action; prior: number }[] {
  const groups = new Map<string, { action: Action; prior: number }[]>();
  for (const e of list) {
    if (e.prior < -2) continue;
    const a = e.action as { card: string; ability?: number; choices?: { mode?: number }; x?: number; targets?: string[] };
    const c = ctx.card(a.card);
    if (a.x !== undefined && !sensibleX(ctx, c?.name ?? "", a.x, a.targets ?? [])) continue;
    if (ctx.t.removalMin > 0 && c && isHarmful(c.name) && ctx.view.players[ctx.me].life > 10) {
      const t = a.targets?.[0] ? ctx.card(a.targets[0]) : undefined;
      if (t && isCreature(t) && t.controller === ctx.opp && creatureValue(t) < ctx.t.removalMin) continue;
    }
    // A divided X spell (Fireball at two targets) is its own group: the single shots keep their places.
    const key = `${c?.name}|${a.ability ?? 0}|${a.choices?.mode ?? 0}|${a.x !== undefined && (a.targets?.length ?? 0) > 1 ? "divided" : ""}`;
    const g = groups.get(key) ?? [];
    g.push(e);
    groups.set(key, g);
  }
  const out: { action: Action; prior: number }[] = [];
  for (const g of groups.values()) out.push(...g.sort((x, y) => y.prior - x.prior).slice(0, perGroup));
  return out.sort((x, y) => y.prior - x.prior).slice(0, max);
}

/** X values worth trying: enough to kill a creature target, to finish the player, or the most. */
function sensibleX(ctx: Ctx, name: string, x: number, targets: string[]): boolean {
  const xs = ctx.legal.filter((b) => (b as { card?: string }).card !== undefined && ctx.card((b as { card: string }).card)?.name === name && (b as { x?: number }).x !== undefined).map((b) => (b as { x: number }).x);
  const maxX = Math.max(...xs);
  // Divided among two targets (Fireball): offered only with the most X they leave.
  if (targets.length > 1 && cardHints(name)?.xUse === "damage") return true;
  if (x === maxX) return true;
  const use = cardHints(name)?.xUse;
  if (use === "discard") return x === ctx.view.players[ctx.opp].handCount;
  if (use === "tax") return x === manaOpen(ctx.view, ctx.opp).total + 1;
  const t = targets[0];
  if (t === "A" || t === "B") return x === ctx.view.players[t].life;
  if (t) {
    const c = ctx.card(t);
    if (c && isCreature(c)) return x === (c.toughness ?? 0) - c.damage;
    return false;
  }
  return x <= 4;
}

/**
 * The actions worth comparing at a priority stop, for a search: pass, and per card and ability
 * its most promising targets and X values (mana abilities left out).
 */
export function priorityCandidates(input: HeuristicInput, max: number): Action[] {
  const ctx = new Ctx(input);
  const out: Action[] = input.legal.filter((a) => a.type === "pass" || a.type === "play");
  const rest: { action: Action; prior: number }[] = [];
  for (const a of input.legal) {
    if ((a.type !== "cast" && a.type !== "activate") || isManaAbility(a, input.view)) continue;
    const c = ctx.card(a.card);
    if (!c) continue;
    rest.push({ action: a, prior: targetPrior(ctx, c.name, a) });
  }
  return [...out, ...pickSimulations(ctx, rest, max, 2).map((e) => e.action)];
}

/**
 * Shahrazad (`subgame` hint, CR 729): a subgame played with the libraries, whose loser loses half
 * their life. With fewer than seven cards in library a player loses it at once (CR 729.3): never
 * cast with such a library of one's own; against such an opponent it is half their life for free.
 * Otherwise it is a fresh game, won by neither board: worth the gamble only when behind here (board
 * and life, the "behind" reading of `favourWorth`) with at least as many cards to draw, or with a
 * far longer library (a long subgame ends by drawing from an empty library).
 */
function subgameWorth(view: PlayerView, me: "A" | "B"): number {
  const opp = me === "A" ? "B" : "A";
  const mine = view.players[me].libraryCount;
  const theirs = view.players[opp].libraryCount;
  if (mine < 7) return -1;
  if (theirs < 7) return 2 + view.players[opp].life / 10;
  if (mine >= theirs + 10) return 0.6;
  const behind = favourWorth(view, me, "behind");
  return behind > 0 && mine >= theirs && view.players[opp].life >= view.players[me].life / 2 ? 0.4 + behind / 10 : -1;
}

