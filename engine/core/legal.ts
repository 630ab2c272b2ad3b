/**
 * legalActions(state, player): what the player may do now, described as options rather than a
 * list of complete actions: the lands they may play; for each spell and ability, its legal
 * targets per slot, the range of X, its modes and the cost choices; who may attack; which
 * attackers each blocker may block; the decision's question. Each is found by the same rule
 * predicates `apply` uses, never by trying actions out. `enumerate.ts` turns options into
 * complete actions where a list is wanted (the computer players, the fuzzer).
 */
import type { PlayerId, Ref } from "../types";
import { COLORS, other } from "../types";
import { cardData } from "../cards/data";
import type { ActivatedDef, TargetSpec } from "../cards/types";
import { abilityTargetPlan, activationProblem, landPlayProblem, sorceryTiming, spellTargetPlan, spellTotal } from "./cast";
import { spellConditionProblem, spellTimingProblem } from "./spell-timing";
import { anyPlayRestriction, cantCast, cantPlayLand } from "./player-rules";
import { blockedByThisTurn } from "./history";
import { combatLimit } from "./combat-rules";
import { answerableChoice } from "./decisions";
import { anyLured, attackCostPayable, attackCosts, attackSacrificeText, blockedAttackers, blockerChoices, cannotAttack, dividedByBanding, forcedAttackers, lethalFor } from "./combat";
import { BANDING, bandsWithOther, hasQuality } from "./banding";
import type { BlockRequirements } from "./combat-rules";
import { costParts, type CostPartOption } from "./costs";
import { undoableMana } from "./mana-undo";
import { Game } from "./game";
import { activatedAbilities, autoManaAvailable, colorsNow, canAutoPay, costTotal, parseCost, withoutX, type AbilityRef, type ManaCost } from "./mana";
import { answererOf, type Choice, type GameObject, type GameState } from "./state";
import { forcedPlay } from "./player-control";
import { legalTargets } from "./targets";
import { abilityCost, activationMana, anySpellReduction, spellCost } from "./cost-changes";
import { poolPays, specialManaCards, type SpendPurpose } from "./mana-pool";
import { delayedDef, obligationAbility, obligationObject, obligationsOf } from "./delayed";
import { specialPayOptions } from "./special-pay";

export interface TargetSlot {
  text: string;
  candidates: Ref[];
  /**
   * For a target whose legality depends on X ("target spell with mana value X"): the values of X
   * with which each candidate is legal. The action's X must be one of them.
   */
  xFor?: Record<string, number[]>;
  /**
   * The chosen object must share one of its listed types with the one chosen for slot `slot`
   * (`TargetSpec.sharesTypeWith`): `types` gives those types of every candidate of both slots.
   */
  sharesTypeWith?: { slot: number; types: Record<string, string[]> };
  /** The chosen object must be one of `with[ref]` in slot `slot` (`TargetSpec.blockedByTarget`; set on both slots). */
  pairs?: { slot: number; with: Record<string, Ref[]> };
}

/** Whether `ref` for slot `i` agrees with the targets chosen so far (`sharesTypeWith`). */
export function slotAgrees(slots: TargetSlot[], i: number, ref: Ref, chosen: Ref[]): boolean {
  const pr = slots[i]?.pairs;
  if (pr && chosen[pr.slot] !== undefined && !(pr.with[ref] ?? []).includes(chosen[pr.slot]!)) return false;
  const st = slots[i]?.sharesTypeWith;
  if (!st || chosen[st.slot] === undefined) return true;
  const mine = st.types[ref] ?? [], theirs = st.types[chosen[st.slot]!] ?? [];
  return mine.some((t) => theirs.includes(t));
}

export interface ModeOption {
  mode: number;
  text: string;
  targets: TargetSlot[];
}

/** What can be chosen for a spell or an activated ability. */
export interface PlayableOption {
  card: string;
  name: string;
  /** Target slots, in the order the text names them (chosen by the player; an opponent's slots come later). */
  targets: TargetSlot[];
  /** Modes, when the spell or ability is modal: each with its own targets. */
  modes?: ModeOption[];
  /** "Any number of targets" (Fireball): how many at least, and the candidates. */
  variableTargets?: {
    min: number;
    candidates: Ref[];
    /** Each candidate must be owned by the player chosen for target slot `slot` (`inGraveyardOfTarget`). */
    ownerMustBe?: { slot: number; owners: Record<string, PlayerId> };
    /** The most X the player can pay for with two targets, when more targets cost more (Fireball) and X divides among them. */
    pairX?: number;
  };
  /** The `targets` must all be different objects or players (CR 115.3: "two target creatures"). */
  distinctTargets?: boolean;
  /** "X targets": X is the number of targets chosen, from these candidates. */
  xTargets?: { candidates: Ref[] };
  /** The range of X the player can pay for (automatic payment). */
  x?: { min: number; max: number };
  /** Non-mana cost parts that need choosing. */
  costs: CostPartOption[];
}

export interface CastOption extends PlayableOption {
  manaCost: string;
}

export interface ActivateOption extends PlayableOption {
  /** The `ability` number of an activate action. */
  ability: number;
  text: string;
  isMana: boolean;
  /** For a mana ability that lets its controller choose: the `mana` values ("G", "RRR"). */
  mana?: string[];
}

export interface LegalOptions {
  player: PlayerId;
  pass: boolean;
  play: string[];
  cast: CastOption[];
  activate: ActivateOption[];
  /**
   * Declaring attackers: every creature that can attack, whether a requirement makes it attack
   * (CR 508.1d), and the mana its attack costs (508.1h; offered only if it can be paid with the
   * required attackers). Attack costs add up: attacking with several costly creatures needs
   * their total.
   */
  attack?: {
    creatures: { id: string; required: boolean; cost?: string; banding?: true; bandsWithOther?: string[]; qualities?: string[]; power?: number }[];
    /**
     * CR 702.22c: `true` when some attackers could form a band (`bands` of the `attack` action).
     * A creature's `banding` says it has banding; `bandsWithOther` lists the qualities of its
     * "bands with other" abilities ("legendary creatures"); `qualities` lists which of those
     * qualities (among all the possible attackers') it has. A band: creatures with banding plus
     * at most one without, or creatures sharing a quality one of them "bands with other".
     */
    bands?: true;
    /** CR 508.1c: at most this many attackers in all (Caverns of Despair); absent: no limit. */
    max?: number;
  };
  /**
   * Declaring blockers, per potential blocker (CR 509.1): the attackers it can block, how many
   * of them at most (the same blocker appears in several `block` entries to block several), and
   * its requirements (509.1c): blocking each attacker in `weights` obeys that many requirements,
   * blocking any attacker obeys `any` more, and its blocks must obey `obey` in all.
   */
  block?: {
    blockers: { id: string; attackers: string[]; max: number; requirements?: BlockRequirements }[];
    /** Attackers with menace: blocked by none or by two or more creatures, never by one (CR 702.111b). */
    menace?: string[];
    /** CR 509.1b: at most this many creatures block in all (Caverns of Despair); absent: no limit. */
    maxBlockers?: number;
  };
  /**
   * Dividing a creature's combat damage (CR 510.1c–d): an attacker's among its blockers (and the
   * player, with trample), or a blocker's among the attackers it blocks (then `blockers` lists
   * those attackers and `trample` is false).
   */
  assign?: { attacker: string; power: number; blockers: string[]; lethal: Record<string, number>; trample: boolean; defender: PlayerId; banding?: true };
  /** A question: the same shape as the decision; for "pay or not", whether paying is possible now. */
  choose?: { prompt: string; choice: Choice; canPay?: boolean };
  mulligan?: boolean;
  keep?: boolean;
  /** Paying for a spell by hand: the cost, whether the pool pays it already, and that it can be cancelled. */
  payment?: { cost: string; canConfirm: boolean };
  /**
   * The mana ability just activated may be taken back with `undoMana` (mana-undo.ts): its source
   * and what it tapped. Not enumerated for the computer players: it is for a player's mistakes.
   */
  undoMana?: { source: string; name: string; tapped: string[] };
}

const empty = (p: PlayerId): LegalOptions => ({ player: p, pass: false, play: [], cast: [], activate: [] });

/** Whether a target's filter compares something with X (Spell Blast, Detonate). */
function dependsOnX(spec: TargetSpec): boolean {
  const mv = spec.object?.manaValue;
  return !!mv && Object.values(mv).includes("X");
}

/**
 * The target slots of a spell or ability. `xs` is the range of X the player can pay: a target
 * that depends on X is offered with the values of X that make it legal.
 */
function slotsFor(g: Game, specs: TargetSpec[], p: PlayerId, source: GameObject, xs?: { min: number; max: number }): TargetSlot[] {
  const slots = specsToSlots(g, specs, p, source, xs);
  if (specs.some((s) => s.sharesTypeWith)) pairSharedTypes(g, specs, slots);
  if (specs.some((s) => s.blockedByTarget !== undefined)) pairBlocked(g, specs, slots);
  return slots;
}

/** `blockedByTarget` (Glyph of Delusion): keeps only candidates with a partner, noting the pairs on both slots. */
function pairBlocked(g: Game, specs: TargetSpec[], slots: TargetSlot[]): void {
  specs.forEach((spec, i) => {
    const j = spec.blockedByTarget;
    const a = slots[i], b = slots[j ?? -1];
    if (j === undefined || !a || !b) return;
    const mine: Record<string, Ref[]> = {}, theirs: Record<string, Ref[]> = {};
    for (const y of b.candidates) {
      if (g.isPlayer(y)) continue;
      for (const { attacker: x } of blockedByThisTurn(g, y)) {
        if (!a.candidates.includes(x)) continue;
        (mine[x] ??= []).push(y);
        (theirs[y] ??= []).push(x);
      }
    }
    a.candidates = a.candidates.filter((x) => mine[x]);
    b.candidates = b.candidates.filter((y) => theirs[y]);
    a.pairs = { slot: j, with: mine };
    b.pairs = { slot: i, with: theirs };
  });
}

/** `sharesTypeWith` (Gauntlets of Chaos): keeps only candidates that have a partner, noting their types. */
function pairSharedTypes(g: Game, specs: TargetSpec[], slots: TargetSlot[]): void {
  specs.forEach((spec, i) => {
    const sw = spec.sharesTypeWith;
    const a = slots[i], b = slots[sw?.target ?? -1];
    if (!sw || !a || !b) return;
    const types: Record<string, string[]> = {};
    for (const r of [...a.candidates, ...b.candidates]) { const o = g.obj(r); types[r] = o ? g.chars(o).types.filter((t) => sw.types.includes(t)) : []; }
    const shares = (x: Ref, y: Ref) => types[x]!.some((t) => types[y]!.includes(t));
    a.candidates = a.candidates.filter((x) => b.candidates.some((y) => shares(x, y)));
    b.candidates = b.candidates.filter((y) => a.candidates.some((x) => shares(x, y)));
    a.sharesTypeWith = { slot: sw.target, types };
  });
}

function specsToSlots(g: Game, specs: TargetSpec[], p: PlayerId, source: GameObject, xs?: { min: number; max: number }): TargetSlot[] {
  return specs.filter((s) => s.chooser !== "opponent").map((spec) => {
    if (!dependsOnX(spec)) return { text: spec.text, candidates: legalTargets(g, spec, p, source, p) };
    const xFor: Record<string, number[]> = {};
    for (let v = xs?.min ?? 0; v <= (xs?.max ?? 0); v++) for (const ref of legalTargets(g, spec, p, source, p, v)) (xFor[ref] ??= []).push(v);
    return { text: spec.text, candidates: Object.keys(xFor), xFor };
  });
}

const fillable = (slots: TargetSlot[]) => slots.every((s) => s.candidates.length > 0);

/** Cost parts that need choosing, if every part of the cost can be paid now; null if some can't. */
function payableParts(g: Game, p: PlayerId, source: GameObject | null, cost: ActivatedDef["cost"] | undefined): CostPartOption[] | null {
  if (!cost) return [];
  const parts = costParts(g, p, source, cost);
  if (parts.some((pt) => pt.candidates.length < pt.count)) return null;
  if (cost.life && g.player(p).life < cost.life) return null; // CR 119.4
  if (cost.discard?.random && g.player(p).hand.filter((id) => id !== source?.id).length < cost.discard.count) return null;
  const rc = cost.removeCounters;
  if (rc && source && rc.count !== "X" && (source.counters[rc.kind] ?? 0) < rc.count) return null;
  return parts;
}

/** The X range for a cost: from 0 to what automatic payment can reach (CR 107.3). */
function xRange(g: Game, p: PlayerId, base: ManaCost, xCount: number, extra = 0, purpose?: SpendPurpose): { min: number; max: number } | undefined {
  if (!xCount) return undefined;
  const avail = autoManaAvailable(g, p, purpose) - costTotal(base) - extra;
  return { min: 0, max: Math.max(0, Math.floor(avail / xCount)) };
}

/**
 * A card an effect instructs its owner to cast now (Word of Command, CR 608.2g): only that card,
 * timing permissions ignored, and the mana abilities of `exclude` left out of payment.
 */
export interface ForcedOption {
  card: string;
  exclude: ReadonlySet<string>;
}

export function castOptions(g: Game, p: PlayerId, forced?: ForcedOption): CastOption[] {
  const out: CastOption[] = [];
  const sorceryOk = !!forced || sorceryTiming(g, p) === null;
  const restricted = anyPlayRestriction(g);
  const exclude = forced?.exclude;
  for (const id of forced ? [forced.card] : g.player(p).hand) {
    const o = g.obj(id)!;
    const c = g.chars(o);
    if (c.types.includes("Land") || !c.def) continue;
    if (!c.types.includes("Instant") && !sorceryOk) continue;
    if (restricted && cantCast(g, p, o)) continue; // CR 101.2
    const def = c.def;
    if (spellTimingProblem(g, def.spell?.timing, p)) continue; // CR 601.3
    if (def.spell?.castOnlyIf && spellConditionProblem(g, def.spell, p, o)) continue; // CR 601.3
    const manaCost = cardData(o.name)?.manaCost ?? "";
    const cost = parseCost(manaCost);
    const base = spellCost(g, o, withoutX(cost)); // CR 601.2f: cost increases (Gloom)
    // CR 106.6: mana restricted to spells of some types counts for this spell if it is one.
    const purpose = { spellTypes: c.types };
    if (!canAutoPay(g, p, base, exclude, purpose)) continue;
    const parts = payableParts(g, p, null, def.spell?.additionalCost);
    if (!parts) continue;
    const opt: CastOption = { card: id, name: o.name, targets: [], costs: parts, manaCost };
    const sp = def.spell;
    if (sp?.modes) {
      opt.modes = sp.modes.map((m, i) => ({ mode: i + 1, text: m.text, targets: slotsFor(g, m.targets ?? [], p, o) })).filter((m) => fillable(m.targets));
      if (!opt.modes.length) continue;
    } else if (sp?.variableTargets) {
      const cands = legalTargets(g, sp.variableTargets.spec, p, o, p);
      if (cands.length < sp.variableTargets.min) continue;
      opt.variableTargets = { min: sp.variableTargets.min, candidates: cands };
      if (sp.targets?.length) {
        // Fixed targets first ("target player"), then any number of the variable kind.
        opt.targets = slotsFor(g, sp.targets, p, o);
        if (!fillable(opt.targets)) continue;
        const slot = sp.variableTargets.spec.inGraveyardOfTarget;
        if (slot !== undefined) opt.variableTargets.ownerMustBe = { slot, owners: Object.fromEntries(cands.map((id) => [id, g.obj(id)!.owner])) };
      }
    } else if (sp?.xTargets) {
      opt.xTargets = { candidates: legalTargets(g, sp.xTargets, p, o, p) };
    }
    let x = xRange(g, p, base, cost.xCount, 0, purpose);
    // Only some sources may pay (Word of Command): as far as automatic payment with them reaches.
    if (x && exclude) while (x.max > 0 && !canAutoPay(g, p, spellCost(g, o, spellTotal(cost, x.max, sp?.xColor, 0)), exclude, purpose)) x = { min: 0, max: x.max - 1 };
    // "Spend only black mana on X" (Drain Life): as far as automatic payment finds that color.
    if (x && sp?.xColor) while (x.max > 0 && !canAutoPay(g, p, spellCost(g, o, spellTotal(cost, x.max, sp.xColor, 0)), undefined, purpose)) x = { min: 0, max: x.max - 1 };
    // CR 601.2f: a reduction (Stone Calendar) left over by the cost without X also pays X's generic part.
    if (x && !sp?.xColor && anySpellReduction(g)) while (canAutoPay(g, p, spellCost(g, o, spellTotal(cost, x.max + 1, undefined, 0)), undefined, purpose)) x = { min: 0, max: x.max + 1 };
    if (x) opt.x = x;
    // CR 601.2f: "costs {1} more for each target beyond the first" (Fireball): the X that two
    // targets leave, so a divided Fireball (two creatures, or a creature and a player) can be offered.
    if (x && opt.variableTargets && sp?.extraCost && !exclude && !sp.xColor && !sp.targets?.length && opt.variableTargets.candidates.length >= 2) {
      const two = xRange(g, p, base, cost.xCount, sp.extraCost(2), purpose);
      if (two && two.max >= 2) opt.variableTargets.pairX = two.max;
    }
    if (!sp?.modes && !sp?.variableTargets && !sp?.xTargets) {
      const plan = spellTargetPlan(def, undefined, 0, 0);
      opt.targets = slotsFor(g, plan.specs, p, o, x);
      if (!fillable(opt.targets)) continue;
      if (plan.distinct) {
        // CR 115.3: as many different candidates as targets.
        if (new Set(opt.targets.flatMap((s) => s.candidates)).size < opt.targets.length) continue;
        opt.distinctTargets = true;
      }
    }
    if (sp?.xTargets) {
      // X is both the cost and the number of targets.
      const max = Math.min(opt.xTargets!.candidates.length, x?.max ?? 0);
      opt.x = { min: 0, max };
    }
    out.push(opt);
  }
  return out;
}

/** The color choices of a mana ability, per definition (options share them: never change one). */
const manaChoicesMemo = new WeakMap<ActivatedDef, string[]>();
function manaChoices(def: ActivatedDef): string[] | undefined {
  const m = def.mana!;
  if (m.fixed) return undefined;
  let out = manaChoicesMemo.get(def);
  if (!out) manaChoicesMemo.set(def, (out = m.oneOf ? [...m.oneOf] : COLORS.map((col) => col.repeat(m.anyColor ?? 1))));
  return out;
}
/**
 * The source itself, as the set automatic payment must leave alone (its {T} or sacrifice pays
 * another part of the cost). One set reused: canAutoPay reads it at once and keeps nothing.
 */
const selfSet = new Set<string>();
function selfOnly(o: GameObject): ReadonlySet<string> {
  selfSet.clear();
  selfSet.add(o.id);
  return selfSet;
}

function activateOption(g: Game, p: PlayerId, ref: AbilityRef, forPayment: boolean): ActivateOption | null {
  const { obj: o, def } = ref;
  if (activationProblem(g, p, ref)) return null;
  if (forPayment && !def.mana) return null;
  const parts = payableParts(g, p, o, def.cost);
  if (!parts) return null;
  const printed = activationMana(g, o, def.cost); // CR 118.6: an unpayable cost can't be paid
  if (printed === null) return null;
  const cost = parseCost(printed);
  if (def.mana) {
    // A mana ability's mana cost: from the pool, or from other mana abilities activated first (CR 605.3a).
    // Its total cost (CR 601.2f, 602.2b) matters only if it has one: the lands' abilities, offered
    // at every priority, skip computing it.
    if (def.cost.mana) {
      const base = abilityCost(g, o, withoutX(cost));
      if (!poolPays(g, p, base, undefined) && !canAutoPay(g, p, base, selfOnly(o))) return null;
    }
    const opt: ActivateOption = { card: o.id, name: o.name, ability: ref.number, text: def.text, isMana: true, targets: [], costs: parts };
    const mana = def.mana.colorsOfOpponentsLands ? colorsNow(g, o, def).map((col) => col.repeat(def.mana!.anyColor ?? 1)) : manaChoices(def);
    if (mana?.length) opt.mana = mana;
    // "Remove any number of charge counters" (Mana Batteries): how many, as x.
    const rc = def.cost.removeCounters;
    if (rc?.count === "X") opt.x = { min: 0, max: o.counters[rc.kind] ?? 0 };
    return opt;
  }
  const base = abilityCost(g, o, withoutX(cost)); // CR 601.2f, 602.2b: increases and reductions
  if (!canAutoPay(g, p, base, def.cost.tap || def.cost.sacrificeSelf ? selfOnly(o) : undefined)) return null;
  const opt: ActivateOption = { card: o.id, name: o.name, ability: ref.number, text: def.text, isMana: false, targets: [], costs: parts };
  if (def.modes) {
    opt.modes = def.modes.map((m, i) => ({ mode: i + 1, text: m.text, targets: slotsFor(g, m.targets ?? [], p, o) })).filter((m) => fillable(m.targets));
    if (!opt.modes.length) return null;
  } else if (def.xTargets) {
    opt.xTargets = { candidates: legalTargets(g, def.xTargets, p, o, p) };
  } else {
    const plan = abilityTargetPlan(def, undefined, 0);
    opt.targets = slotsFor(g, plan.specs, p, o, xRange(g, p, base, cost.xCount));
    if (!fillable(opt.targets)) return null;
    if (plan.distinct) {
      // CR 115.3: "two target blocking creatures" (Sorrow's Path): as many different candidates as targets.
      if (new Set(opt.targets.flatMap((s) => s.candidates)).size < opt.targets.length) return null;
      opt.distinctTargets = true;
    }
    // Slots an opponent will choose must have a choice too.
    for (const spec of plan.specs.filter((sp) => sp.chooser === "opponent")) if (!legalTargets(g, spec, other(p), o, p).length) return null;
  }
  const x = xRange(g, p, base, cost.xCount);
  if (x) opt.x = x;
  if (def.xTargets) opt.x = { min: 0, max: Math.min(opt.xTargets!.candidates.length, x?.max ?? 0) };
  if (def.cost.removeCounters?.count === "X") opt.x = { min: 0, max: Math.min(opt.x?.max ?? Infinity, o.counters[def.cost.removeCounters.kind] ?? 0) };
  if (def.xMin !== undefined && opt.x) {
    // "X can't be 0" (CR 601.2b, 602.2b): no activation if the least X can't be paid.
    if (opt.x.max < def.xMin) return null;
    opt.x = { ...opt.x, min: Math.max(opt.x.min, def.xMin) };
  }
  return opt;
}

function activateOptions(g: Game, p: PlayerId, forPayment = false): ActivateOption[] {
  const out: ActivateOption[] = [];
  // legalActions changes nothing: the battlefield's list itself, without a copy of it.
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    for (const ref of activatedAbilities(g, o)) {
      const opt = activateOption(g, p, ref, forPayment);
      if (opt) out.push(opt);
    }
  }
  // Channel: "any time you could activate a mana ability, you may pay 1 life. If you do, add {C}."
  if (g.state.specialMana) for (const sm of specialManaCards(g, p)) out.push({ card: sm.id, name: g.obj(sm.id)!.name, ability: 1, text: sm.text, isMana: true, targets: [], costs: [] });
  // "Unless they pay {1} before that draw step" (Nafs Asp): paid whenever the player has priority (delayed.ts).
  if (g.state.delayed && !forPayment) {
    for (const d of obligationsOf(g, p)) {
      const card = obligationObject(g, d);
      const cost = delayedDef(d.ability)!.payBefore!;
      const ability = obligationAbility(d);
      if (card === undefined || out.some((x) => x.card === card && x.ability === ability) || !canAutoPay(g, p, parseCost(cost))) continue;
      out.push({ card, name: d.name, ability, text: `Pay ${cost} (${delayedDef(d.ability)!.text})`, isMana: false, targets: [], costs: [] });
    }
  }
  // Guardian Angel: "until end of turn, you may pay {1} any time you could cast an instant" (special-pay.ts).
  if (g.state.specialPay && !forPayment) {
    for (const sp of specialPayOptions(g, p)) if (!out.some((x) => x.card === sp.card && x.ability === sp.ability)) out.push({ ...sp, isMana: false, targets: [], costs: [] });
  }
  return out;
}

function priorityOptions(g: Game, p: PlayerId): LegalOptions {
  const out = empty(p);
  out.pass = true;
  if (landPlayProblem(g, p) === null) {
    const restricted = anyPlayRestriction(g);
    for (const id of g.player(p).hand) {
      const o = g.obj(id)!;
      const c = g.chars(o);
      if (c.types.includes("Land") && c.def && !(restricted && cantPlayLand(g, p, o))) out.play.push(id);
    }
  }
  out.cast = castOptions(g, p);
  out.activate = activateOptions(g, p);
  return out;
}

/** Marks the creatures that could band (CR 702.22c), and whether any band is possible. */
function bandOptions(g: Game, attack: NonNullable<LegalOptions["attack"]>): void {
  let bandingCount = 0;
  let qualities: string[] | undefined;
  for (const cr of attack.creatures) {
    const c = g.chars(g.obj(cr.id)!);
    if (c.keywords.has(BANDING)) { cr.banding = true; bandingCount++; }
    const q = bandsWithOther(c);
    if (q.length) { cr.bandsWithOther = [...q]; for (const x of q) if (!(qualities ??= []).includes(x)) qualities.push(x); }
  }
  if (!bandingCount && !qualities) return;
  let possible = bandingCount > 0 && attack.creatures.length >= 2;
  for (const q of qualities ?? []) {
    const having = attack.creatures.filter((cr) => hasQuality(q, g.chars(g.obj(cr.id)!)));
    for (const cr of having) (cr.qualities ??= []).push(q);
    if (having.length >= 2 && having.some((cr) => cr.bandsWithOther?.includes(q))) possible = true;
  }
  if (!possible) return;
  attack.bands = true;
  // Each creature's power, so a band can take the strongest attacker without banding.
  for (const cr of attack.creatures) cr.power = g.chars(g.obj(cr.id)!).power;
}

function decisionOptions(g: Game, p: PlayerId): LegalOptions {
  const s = g.state;
  const d = s.decision!;
  const out = empty(p);
  switch (d.kind) {
    case "mulligan":
      out.keep = true;
      out.mulligan = g.player(p).mulligans < 7;
      return out;
    case "declare_attackers": {
      const forcedList = forcedAttackers(g);
      const forced = new Set(forcedList);
      const creatures: NonNullable<LegalOptions["attack"]>["creatures"] = [];
      for (const o of g.battlefield()) {
        if (cannotAttack(g, o) !== null) continue;
        // CR 508.1h: a mana cost, or a sacrifice (Leviathan), as words.
        const cost = [attackCosts(g, [o.id]), attackSacrificeText(g, o.id)].filter(Boolean).join(", ");
        if (!cost) creatures.push({ id: o.id, required: forced.has(o.id) });
        else if (attackCostPayable(g, o.id, forcedList)) creatures.push({ id: o.id, required: false, cost });
      }
      out.attack = { creatures };
      const maxAttackers = creatures.length > 1 ? combatLimit(g, "attack") : Infinity; // CR 508.1c
      if (maxAttackers < creatures.length) out.attack.max = maxAttackers;
      bandOptions(g, out.attack);
      return out;
    }
    case "declare_blockers": {
      const attackers = g.battlefield().filter((o) => o.attacking);
      const blockers: NonNullable<LegalOptions["block"]>["blockers"] = [];
      const lured = anyLured(g, attackers);
      for (const b of g.battlefield()) {
        const bc = g.chars(b);
        if (bc.controller !== p || b.tapped || !bc.types.includes("Creature")) continue; // CR 509.1a
        const ch = blockerChoices(g, b, attackers, lured);
        if (ch.attackers.length) blockers.push({ id: b.id, attackers: ch.attackers, max: ch.max, ...(ch.requirements ? { requirements: ch.requirements } : {}) });
      }
      const menace = attackers.filter((a) => g.chars(a).keywords.has("menace")).map((a) => a.id);
      out.block = menace.length ? { blockers, menace } : { blockers };
      const maxBlockers = blockers.length > 1 ? combatLimit(g, "block") : Infinity; // CR 509.1b
      if (maxBlockers < blockers.length) out.block.maxBlockers = maxBlockers;
      return out;
    }
    case "assign_damage": {
      const a = g.obj(d.attacker)!;
      const c = g.chars(a);
      const blockers = a.attacking ? (a.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield") : blockedAttackers(g, a);
      const banding = dividedByBanding(g, a); // CR 702.22j–k: any split among them, none to the player
      out.assign = {
        attacker: a.id, power: c.power, blockers, trample: !banding && !!a.attacking && c.keywords.has("trample"), defender: other(s.turn.active),
        lethal: Object.fromEntries(blockers.map((id) => [id, lethalFor(g, g.obj(id)!)])), ...(banding ? { banding: true as const } : {}),
      };
      return out;
    }
    case "payment": {
      const spell = g.obj(d.item);
      out.payment = { cost: d.cost, canConfirm: poolPays(g, p, parseCost(d.cost), spell ? { spellTypes: g.chars(spell).types } : undefined) };
      out.activate = activateOptions(g, p, true);
      return out;
    }
    case "choose":
      if (d.choice.type === "play") {
        // Word of Command (CR 608.2g): the ways to cast the chosen card, as `cast` options.
        const how = forcedPlay(g, p, d.choice.card);
        if (how && !how.land) out.cast = [how.option];
        else if (how?.land) out.play = [d.choice.card];
        return out;
      }
      out.choose = { prompt: d.prompt, choice: answerableChoice(g, d.choice) }; // a search: the cards that may be found
      // "Pay or not" is always asked; paying is offered only when the mana can be found (automatic payment).
      // CR 119.4: a cost of "N life" can be paid only with a life total of at least N.
      if (d.choice.type === "pay") { const life = /^(\d+) life$/.exec(d.choice.cost); out.choose.canPay = d.choice.payable ?? (life ? g.player(p).life >= Number(life[1]) : canAutoPay(g, p, parseCost(d.choice.cost))); }
      if (d.choice.type === "pay" || d.choice.type === "number") out.activate = activateOptions(g, p, true);
      return out;
  }
}

export function legalOptionsFor(state: GameState, p: PlayerId): LegalOptions {
  const o = optionsFor(state, p);
  if (state.manaUndo) {
    const u = undoableMana(state, p);
    if (u) o.undoMana = { source: u.source, name: u.name, tapped: [...u.tapped] };
  }
  return o;
}

function optionsFor(state: GameState, p: PlayerId): LegalOptions {
  if (state.outcome) return empty(p);
  const g = new Game(state);
  // CR 723.5: a controlled player's decision is offered to their controller, as that player's options.
  if (state.decision) return answererOf(state.decision) === p ? { ...decisionOptions(g, state.decision.player), player: p } : empty(p);
  if (state.priority === p) return priorityOptions(g, p);
  return empty(p);
}

/** Whether the options offer anything at all. */
export function hasOptions(o: LegalOptions): boolean {
  return o.pass || o.play.length > 0 || o.cast.length > 0 || o.activate.length > 0 || !!o.attack || !!o.block || !!o.assign || !!o.choose || !!o.keep || !!o.payment || !!o.undoMana;
}

