/** Playing lands (CR 305), casting spells (CR 601) and activating abilities (CR 602, 605). */
import { selfNamed } from "./self-named";
import type { Action, Color, ManaSymbol, PlayerId, Ref } from "../types";
import { other } from "../types";
import { cardData } from "../cards/data";
import type { ActivatedDef, CardDef, CostDef, TargetSpec } from "../cards/types";
import { planCost, payPlan, type CostPlan } from "./costs";
import { deepCopy } from "./clone";
import { fail, Illegal } from "./errors";
import type { Game } from "./game";
import {
  activatedAbilities, activateManaAbility, colorsNow, autoPay, canActivateTapAbility, fillPool, formatCost, parseCost, payWith, productionFor, type AbilityRef, type ManaCost,
} from "./mana";
import type { GameObject, StackItem } from "./state";
import { payFromPool, poolPays, specialManaOf, useSpecialMana, type SpendPurpose } from "./mana-pool";
import { obligationFor, payObligation } from "./delayed";
import { specialPayFor, useSpecialPay } from "./special-pay";
import { legalTargets, targetProblem, type TargetContext } from "./targets";
import { abilityCost, activationMana, spellCost } from "./cost-changes";
import { spellConditionProblem, spellTimingProblem } from "./spell-timing";
import { cantCast, cantPlayLand, landPlaysAllowed } from "./player-rules";

export { Illegal };

function isMainPhase(g: Game): boolean {
  return g.state.turn.step === "precombat_main" || g.state.turn.step === "postcombat_main";
}

/** CR 307.1 and friends: sorcery timing: your main phase, empty stack. */
export function sorceryTiming(g: Game, p: PlayerId): string | null {
  if (g.state.turn.active !== p) return "only during your own turn";
  if (!isMainPhase(g)) return "only during a main phase";
  if (g.state.stack.length) return "only when the stack is empty";
  return null;
}

/**
 * CR 305.2, 305.2a: one land per turn (or as many as effects allow), in your main phase with an empty
 * stack. `byEffect`: an effect instructs the player to play it (Word of Command): only CR 305.2b and
 * 305.3 apply (their turn, a land play left), not the main phase or the empty stack (CR 608.2g).
 */
export function landPlayProblem(g: Game, p: PlayerId, byEffect = false): string | null {
  if (byEffect && g.state.turn.active !== p) return "You can play a land only during your own turn"; // CR 305.3
  const timing = byEffect ? null : sorceryTiming(g, p);
  if (timing) return `You can play a land ${timing}`;
  const played = g.player(p).landsPlayed;
  if (played >= 1 && played >= landPlaysAllowed(g, p)) return "You have already played a land this turn";
  return null;
}

export function playLand(g: Game, p: PlayerId, id: string, byEffect = false): void {
  const o = g.obj(id);
  if (!o || o.zone !== "hand" || o.owner !== p) fail("no_such_object", "That card is not in your hand");
  const c = g.chars(o!);
  if (!c.types.includes("Land")) fail("not_allowed", `${o!.name} is not a land; cast it instead`);
  const why = landPlayProblem(g, p, byEffect);
  if (why) fail(why.startsWith("You can play") ? "wrong_timing" : "not_allowed", why);
  const cant = cantPlayLand(g, p, o!); // CR 305.2b, 101.2
  if (cant) fail("not_allowed", cant);
  if (!c.def) fail("not_allowed", `${o!.name} is not implemented by the engine yet`);
  g.player(p).landsPlayed += 1;
  const n = g.move(id, "battlefield", { controller: p });
  g.emit("play", `${g.player(p).name} plays ${n.name}`, { player: p, object: n.id });
}

/** The target slots a spell or ability has, given its mode, X and the targets chosen (variable counts). */
export interface TargetPlan {
  specs: TargetSpec[];
  /** Every target must be a different object or player ("any number of targets", "X targets"). */
  distinct: boolean;
  min?: number;
}

/**
 * CR 601.2d: a spell that divides damage ("4 damage divided as you choose among any number of
 * targets") has its division announced as it is cast: every target gets at least 1, and the parts
 * add up to the amount. Without a division (a caller that doesn't say), a single target gets it all
 * and several get an even split, the earlier targets taking the remainder.
 */
function checkDivision(targets: Ref[], given: Record<Ref, number> | undefined, amount: number): Record<Ref, number> {
  if (targets.length > amount) fail("illegal_target", `Each target must be assigned at least 1 of the ${amount} damage (CR 601.2d)`);
  if (!given) return Object.fromEntries(targets.map((t, i) => [t, Math.floor(amount / targets.length) + (i < amount % targets.length ? 1 : 0)]));
  const keys = Object.keys(given);
  if (keys.length !== targets.length || !targets.every((t) => given[t] !== undefined)) fail("bad_action", "Divide the damage among exactly the chosen targets (CR 601.2d)");
  if (targets.some((t) => !Number.isInteger(given[t]) || given[t]! < 1)) fail("bad_action", "Each target must be assigned at least 1 damage (CR 601.2d)");
  if (targets.reduce((n, t) => n + given[t]!, 0) !== amount) fail("bad_action", `The division must add up to ${amount} (CR 601.2d)`);
  return { ...given };
}

export function spellTargetPlan(def: CardDef, mode: number | undefined, count: number, x: number): TargetPlan {
  if (def.enchant) return { specs: [def.enchant], distinct: false };
  const sp = def.spell;
  if (sp?.modes) {
    const m = mode !== undefined && Number.isInteger(mode) && mode >= 1 && mode <= sp.modes.length ? sp.modes[mode - 1] : undefined;
    return { specs: m?.targets ?? [], distinct: false };
  }
  if (sp?.variableTargets) {
    const fixed = sp.targets ?? []; // fixed targets first ("target player"), then any number
    return { specs: [...fixed, ...Array(Math.max(0, count - fixed.length)).fill(sp.variableTargets.spec)], distinct: true, min: fixed.length + sp.variableTargets.min };
  }
  if (sp?.xTargets) return { specs: Array(x).fill(sp.xTargets), distinct: true };
  return { specs: sp?.targets ?? [], distinct: !!sp?.distinctTargets }; // CR 115.3
}

export function abilityTargetPlan(def: ActivatedDef, mode: number | undefined, x: number): TargetPlan {
  if (def.modes) {
    const m = mode !== undefined && Number.isInteger(mode) && mode >= 1 && mode <= def.modes.length ? def.modes[mode - 1] : undefined;
    return { specs: m?.targets ?? [], distinct: false };
  }
  if (def.xTargets) return { specs: Array(x).fill(def.xTargets), distinct: true };
  return { specs: def.targets ?? [], distinct: !!def.distinctTargets }; // CR 115.3
}

/**
 * Targets listed in the order the Oracle text names them, when it names the variable ones before a
 * fixed player target (Drafna's Restoration): the fixed players are moved to the front, where the
 * plan keeps them. Either order is accepted; a list already player-first is left as it is.
 */
function inPlanOrder(g: Game, def: CardDef, targets: Ref[]): Ref[] {
  const sp = def.spell;
  const fixed = sp?.targets?.length ?? 0;
  if (!sp?.variableTargets?.namedFirst || fixed === 0 || targets.length <= fixed) return targets;
  const head = targets.slice(0, fixed), tail = targets.slice(targets.length - fixed);
  if (head.some((r) => g.isPlayer(r)) || !tail.every((r) => g.isPlayer(r))) return targets;
  return [...tail, ...targets.slice(0, targets.length - fixed)];
}

/** Checks the targets the controller chose (CR 601.2c); slots an opponent chooses come later. */
function checkTargets(g: Game, plan: TargetPlan, targets: Ref[], p: PlayerId, source: GameObject, ctx: TargetContext): void {
  const mine = plan.specs.filter((s) => s.chooser !== "opponent");
  if (plan.min !== undefined) {
    if (targets.length < plan.min) fail("illegal_target", `${source.name} needs at least ${plan.min} target${plan.min === 1 ? "" : "s"}`);
  } else if (targets.length !== mine.length) {
    fail("illegal_target", mine.length === 0 ? `${source.name} has no targets` : `${source.name} needs ${mine.length} target${mine.length > 1 ? "s" : ""}: ${mine.map((s) => s.text).join(", ")}`);
  }
  targets.forEach((ref, i) => {
    const why = targetProblem(g, mine[i]!, ref, p, { ...ctx, targets });
    if (why) fail("illegal_target", `Illegal target: ${why}`);
  });
  if (plan.distinct && new Set(targets).size !== targets.length) fail("illegal_target", "The same object or player can't be chosen twice for one \"target\"");
}

/** Finishes a manually paid spell: the cost comes out of the mana pool (CR 601.2h). */
export function completeManualPayment(g: Game, p: PlayerId, cost: string, spell?: string): void {
  // CR 106.6: mana restricted to some spells pays only for them.
  const o = spell ? g.obj(spell) : undefined;
  if (!payFromPool(g, p, parseCost(cost), o ? spellPurpose(g, o) : undefined)) fail("cannot_pay", `Your mana pool doesn't pay ${cost} yet: activate mana abilities first, or cancel`);
  g.state.castSnapshot = undefined;
  g.state.passed = [];
}

/** Cancels a half-paid spell: the game returns to the moment before it was cast (CR 601.2, 733). */
export function cancelManualPayment(g: Game): void {
  const snap = JSON.parse(g.state.castSnapshot!) as Record<string, unknown>;
  const s = g.state as unknown as Record<string, unknown>;
  for (const k of Object.keys(s)) delete s[k];
  Object.assign(s, snap);
  g.touch();
  g.emit("cancel", "The spell is cancelled; everything done to pay for it is undone");
}

/** What casting this spell may spend restricted mana on (CR 106.6): its card types. */
export function spellPurpose(g: Game, spell: GameObject): SpendPurpose {
  return { spellTypes: g.chars(spell).types };
}

function payMana(g: Game, p: PlayerId, cost: ManaCost, pay: string[] | undefined, exclude: Set<string>, purpose?: SpendPurpose): void {
  if (pay) {
    const used = pay.find((r) => exclude.has(r));
    if (used) fail("cannot_pay", `${g.obj(used)?.name ?? used} is already used to pay another part of the cost`);
    const why = payWith(g, p, cost, pay, purpose);
    if (why) fail("cannot_pay", `Can't pay ${formatCost(cost)}: ${why}`);
  } else if (!autoPay(g, p, cost, exclude, purpose)) {
    fail("cannot_pay", `You can't pay ${formatCost(cost)}`);
  }
}

/** Validates the x of a cast or activation against its cost. */
function checkX(name: string, cost: ManaCost, x: number | undefined, xTargets: boolean): number {
  const v = x ?? 0;
  if (!Number.isInteger(v) || v < 0 || v > 1000) fail("bad_action", "X must be a whole number from 0 to 1000");
  if (cost.xCount === 0 && !xTargets && x !== undefined && x !== 0) fail("bad_action", `${name} has no X in its cost`);
  return v;
}

/**
 * Permanents a cost plan taps, so that mana payment doesn't tap them too. A permanent the cost
 * sacrifices, exiles or returns may first be tapped for mana: mana abilities are activated before
 * costs are paid (CR 601.2g–h), and those costs don't need it untapped (a Swamp made a creature
 * by Kormus Bell can pay Sacrifice's {B} and then be sacrificed to it).
 */
function tappedByPlan(plan: CostPlan, source: GameObject | null, cost: CostDef): Set<string> {
  const out = new Set<string>(plan.tap);
  if (source && cost.tap) out.add(source.id);
  return out;
}

/**
 * A spell cast as an effect instructs, during its resolution (Word of Command, CR 608.2g): timing
 * permissions are ignored, the mana abilities of `exclude` may not pay (CR 723 "only ... from lands
 * that player controls"), and `controlledBy` controls the caster while the spell resolves.
 */
export interface ForcedCast {
  exclude: ReadonlySet<string>;
  controlledBy: PlayerId;
}

export function castSpell(g: Game, a: Extract<Action, { type: "cast" }>, forced?: ForcedCast): void {
  const p = a.player;
  const card = g.obj(a.card);
  if (!card || card.zone !== "hand" || card.owner !== p) fail("no_such_object", "That card is not in your hand");
  const o = card!;
  const c = g.chars(o);
  if (c.types.includes("Land")) fail("not_allowed", `${o.name} is a land: play it, don't cast it`);
  const def = c.def;
  if (!def) fail("not_allowed", `${o.name} is not implemented by the engine yet`);
  if (forced && a.manualPayment) fail("bad_action", "A spell cast during a resolution is paid at once (no manual payment)");
  if (forced && a.pay) {
    const bad = a.pay.find((r) => r !== "pool" && forced.exclude.has(r));
    if (bad) fail("cannot_pay", `${g.obj(bad)?.name ?? bad} can't pay: only mana abilities of lands may be activated (Word of Command)`);
  }
  // CR 304.5, 307.1 etc.: only instants may be cast any time you have priority; CR 608.2g: an
  // effect that instructs a player to cast a spell during its resolution ignores this.
  if (!forced && !c.types.includes("Instant")) {
    const timing = sorceryTiming(g, p);
    if (timing) fail("wrong_timing", `${o.name} can be cast ${timing}`);
  }
  const only = spellTimingProblem(g, def!.spell?.timing, p); // CR 601.3
  if (only) fail("wrong_timing", `${o.name} can be cast ${only}`);
  const unmet = spellConditionProblem(g, def!.spell, p, o); // CR 601.3: "Cast this spell only if ..."
  if (unmet) fail("not_allowed", `${o.name} can be cast ${unmet}`);
  const cant = cantCast(g, p, o); // CR 101.2: "can't cast" wins
  if (cant) fail("not_allowed", cant);
  const mode = a.choices?.mode;
  if (def!.spell?.modes && !(mode !== undefined && Number.isInteger(mode) && mode >= 1 && mode <= def!.spell.modes.length)) {
    fail("bad_action", `Choose a mode for ${o.name} (1 to ${def!.spell.modes.length})`);
  }
  // A copy: the stack item must not share an array with the action, which its sender may reuse.
  const targets = inPlanOrder(g, def!, a.targets ? [...a.targets] : []);
  const cost = parseCost(cardData(o.name)?.manaCost ?? "");
  const x = checkX(o.name, cost, a.x, !!def!.spell?.xTargets);
  const plan = spellTargetPlan(def!, mode, targets.length, x);
  checkTargets(g, plan, targets, p, o, { you: p, source: o.id, sourceColors: c.colors, x });
  const division = def!.spell?.divide !== undefined ? checkDivision(targets, a.choices?.divide, def!.spell.divide) : undefined; // CR 601.2d
  // CR 601.2f: total cost = mana cost with X, plus additional costs (Fireball's extra targets).
  const total: ManaCost = spellCost(g, o, spellTotal(cost, x, def!.spell?.xColor, def!.spell?.extraCost?.(targets.length) ?? 0));
  const extra = def!.spell?.additionalCost;
  const costPlan = extra ? planCost(g, p, null, extra, a.costs, x) : null;
  if (typeof costPlan === "string") fail("cannot_pay", `Can't cast ${o.name}: ${costPlan}`);

  // Manual payment (the UI): remember the game as it was, so that cancelling rewinds everything (CR 733).
  const snapshot = a.manualPayment ? JSON.stringify(g.state) : undefined;
  // CR 601.2a: the card moves to the stack first, then costs are paid (601.2g–h).
  const described = describeTargets(g, targets);
  const purpose = spellPurpose(g, o);
  const spell = g.move(o.id, "stack", { controller: p });
  const item: StackItem = { id: spell.id, kind: "spell", name: spell.name, controller: p, source: spell.id, sourceCard: spell.card, targets, ...(a.choices ? { choices: deepCopy(a.choices) } : {}) };
  if (division) item.choices = { ...(item.choices ?? {}), divide: division };
  if (cost.xCount || def!.spell?.xTargets) item.x = x;
  if (forced && forced.controlledBy !== p) item.controls = { player: p, by: forced.controlledBy }; // CR 723.2
  g.state.stack.push(item);
  // Paid by hand, the non-mana costs come first: the player then pays the mana from the pool.
  if (snapshot && costPlan && extra) payPlan(g, p, null, extra, costPlan as CostPlan, item);
  if (snapshot) {
    g.state.castSnapshot = snapshot;
    g.state.decision = { kind: "payment", player: p, item: spell.id, cost: formatCost(total) };
    g.state.priority = null;
    g.emit("paying", `${g.player(p).name} is paying ${formatCost(total)} for ${spell.name}`, { player: p, object: spell.id });
    return;
  }
  // CR 601.2g–h: mana first (a permanent the cost sacrifices may be tapped for it), then the rest.
  const tapped = costPlan && extra ? tappedByPlan(costPlan as CostPlan, null, extra) : new Set<string>();
  payMana(g, p, total, a.pay, forced ? new Set([...tapped, ...forced.exclude]) : tapped, purpose);
  if (costPlan && extra) payPlan(g, p, null, extra, costPlan as CostPlan, item);
  g.state.passed = [];
  announceCast(g, p, spell.id, targets, described);
}

/**
 * CR 601.2f: the total cost with X; "spend only black mana on X" (Drain Life) makes the X part
 * black for payment (the mana value is unchanged, CR 202.3e).
 */
export function spellTotal(cost: ManaCost, x: number, xColor: Color | undefined, extra: number): ManaCost {
  const total: ManaCost = { ...cost, colored: { ...cost.colored }, generic: cost.generic + extra + (xColor ? 0 : x * cost.xCount), xCount: 0 };
  if (xColor && x * cost.xCount) total.colored[xColor] = (total.colored[xColor] ?? 0) + x * cost.xCount;
  return total;
}

/** CR 601.2i: the spell becomes cast; "whenever a player casts" abilities trigger. */
export function announceCast(g: Game, p: PlayerId, id: string, targets: Ref[], described = describeTargets(g, targets)): void {
  const spell = g.obj(id);
  g.emit("cast", `${g.player(p).name} casts ${spell?.name ?? "a spell"}${described}`, { player: p, object: id, targets });
}

export function describeTargets(g: Game, targets: Ref[]): string {
  if (!targets.length) return "";
  return " targeting " + targets.map((t) => (g.isPlayer(t) ? g.player(t).name : g.obj(t)?.name ?? t)).join(", ");
}

/** The activated ability number `n` (1-based, Oracle order, mana abilities included) an object has now. */
export function abilityOf(g: Game, o: GameObject, n: number): AbilityRef | undefined {
  return activatedAbilities(g, o)[n - 1];
}

/** Why `p` can't activate this ability now, or null (CR 602.5: restrictions on activation). */
export function activationProblem(g: Game, p: PlayerId, ref: AbilityRef): string | null {
  const o = ref.obj;
  const def = ref.def;
  const s = g.state;
  const controller = g.chars(o).controller;
  const by = def.by ?? "controller";
  if (by === "controller" && controller !== p) return `You don't control ${o.name}`;
  if (by === "opponents" && controller === p) return `Only an opponent of ${o.name}'s controller may activate this ability`;
  if (!canActivateTapAbility(g, o, def)) {
    if (def.cost.untap && !o.tapped) return `${o.name} is untapped`;
    return o.tapped && def.cost.tap ? `${o.name} is already tapped` : `${o.name} has summoning sickness: it came under your control this turn`;
  }
  switch (def.timing) {
    case "sorcery": { const t = sorceryTiming(g, p); if (t) return `Activate this ${t}`; break; }
    case "your_upkeep": if (s.turn.active !== p || s.turn.step !== "upkeep") return "Activate this only during your upkeep"; break;
    case "upkeep": if (s.turn.step !== "upkeep") return "Activate this only during an upkeep step"; break;
    case "your_turn": if (s.turn.active !== p) return "Activate this only during your turn"; break;
    case "end_of_combat": if (s.turn.step !== "end_of_combat") return "Activate this only during the end of combat step"; break;
    case "declare_blockers_step": if (s.turn.step !== "declare_blockers") return "Activate this only during the declare blockers step"; break; // CR 602.5b
    case "combat": if (!["beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"].includes(s.turn.step)) return "Activate this only during combat"; break;
  }
  if (def.condition && !def.condition(g, o, p)) return `Activate this only ${def.conditionText ?? "when its condition holds"}`;
  // The same ability with its text changed (CR 612: key "...#a0|c:B>R") counts as itself.
  if (def.oncePerTurn && (s.history.activations[`${o.id}|${baseKey(ref.key)}`] ?? 0) >= 1) return "Activate this only once each turn";
  return null;
}

export function activate(g: Game, a: Extract<Action, { type: "activate" }>): void {
  const p = a.player;
  const o = g.obj(a.card);
  if (o && o.zone !== "battlefield" && specialManaOf(g, p, o.id)) {
    // Channel: "any time you could activate a mana ability, you may pay 1 life. If you do, add {C}."
    const why = useSpecialMana(g, p, o.id);
    if (why) fail("cannot_pay", why);
    return;
  }
  // Guardian Angel: "you may pay {1} any time you could cast an instant" (special-pay.ts).
  const special = g.state.specialPay ? specialPayFor(g, p, a.card, a.ability ?? 1) : undefined;
  if (special) {
    const why = useSpecialPay(g, p, special);
    if (why) fail("cannot_pay", why);
    return;
  }
  // "Unless they pay {1} before that draw step" (Nafs Asp): paid by naming its source card (delayed.ts).
  const owed = obligationFor(g, p, a.card, a.ability ?? 1);
  if (owed) {
    const why = payObligation(g, p, owed);
    if (why) fail("cannot_pay", why);
    return;
  }
  if (!o || o.zone !== "battlefield") fail("no_such_object", "That permanent is not on the battlefield");
  if (o!.phasedOut) fail("no_such_object", `${o!.name} is phased out`); // CR 702.26b
  const all = activatedAbilities(g, o!);
  let n = a.ability ?? 1;
  let ref = all[n - 1];
  if (ref?.def.mana && a.mana !== undefined && typeof productionFor(ref.def, a.mana) === "string") {
    // `mana` names the color: a dual land has one mana ability per basic land type (CR 305.6),
    // so "Tundra, mana U" means its {T}: Add {U} ability.
    const alt = all.find((r) => r.def.mana && JSON.stringify(r.def.cost) === JSON.stringify(ref!.def.cost) && typeof productionFor(r.def, a.mana) !== "string");
    if (alt) { ref = alt; n = alt.number; }
  }
  if (!ref) fail("not_allowed", `${o!.name} has no activated ability number ${n}`);
  const def = ref!.def;
  const why = activationProblem(g, p, ref!);
  if (why) fail(why.startsWith("Activate") ? "wrong_timing" : "not_allowed", why);
  const counted = `${o!.id}|${baseKey(ref!.key)}`;
  g.state.history.activations[counted] = (g.state.history.activations[counted] ?? 0) + 1;
  if (def.mana) {
    // CR 605.3: a mana ability resolves at once, without the stack.
    const allowed = def.mana.colorsOfOpponentsLands ? colorsNow(g, o!, def) : undefined;
    // Fellwar Stone with no color to copy: it can be activated, and makes nothing (ruling).
    const made: ManaSymbol[] | string = allowed && !allowed.length ? [] : productionFor(def, a.mana);
    if (typeof made === "string") fail("bad_action", `${o!.name}: ${made}`);
    if (allowed && (made as ManaSymbol[]).some((sym) => !allowed.includes(sym))) fail("bad_action", `${o!.name} makes only ${allowed.join(", ")} now (the colors the opponent's lands could produce)`);
    // "Remove any number of charge counters" (Mana Batteries): the number chosen in `costs` (or x).
    const rc = def.cost.removeCounters;
    const removed = rc?.count === "X" ? (a.costs?.counters?.[rc.kind] ?? a.x ?? 0) : 0;
    if (!Number.isInteger(removed) || removed < 0) fail("bad_action", "Choose a whole number of counters to remove");
    const plan = planCost(g, p, o!, def.cost, a.costs, removed);
    if (typeof plan === "string") fail("cannot_pay", plan);
    // CR 601.2f, 602.2b: cost increases and reductions (Power Artifact on Celestial Prism).
    const changed = def.cost.mana ? formatCost(abilityCost(g, o!, parseCost(def.cost.mana))) : undefined;
    const manaCost = changed === "{0}" ? undefined : changed;
    if (manaCost !== def.cost.mana) ref = { ...ref!, def: { ...def, cost: { ...def.cost, mana: manaCost } } };
    if (manaCost && !poolPays(g, p, parseCost(manaCost), undefined)) {
      // CR 605.3a, 601.2g: other mana abilities may be activated to pay for it first.
      if (!fillPool(g, p, parseCost(manaCost), tappedByPlan(plan as CostPlan, o!, def.cost))) fail("cannot_pay", `You can't pay ${manaCost}`);
    }
    const controller = g.chars(o!).controller;
    const paid = payPlan(g, p, o!, { ...def.cost, tap: false, untap: false, sacrificeSelf: false, exileSelf: false }, plan as CostPlan, null);
    // "Equal to the sacrificed artifact's mana value" (Priest of Yawgmoth): as it last existed (CR 608.2h).
    activateManaAbility(g, p, ref!, made as never, removed, paid.sacrificed);
    // CR 605.3a: a mana ability is still activated: "whenever a player activates an ability" sees it.
    g.emit("activate", `${g.player(p).name} activates ${o!.name}'s mana ability`, { player: p, object: o!.id, controller, targets: [], ability: ref!.key, mana: true, tapCost: !!def.cost.tap });
    return;
  }
  const printed = activationMana(g, o!, def.cost);
  if (printed === null) fail("cannot_pay", `${o!.name}: that cost can't be paid (CR 118.6)`);
  const cost = parseCost(printed!);
  // CR 107.3c: an X the text defines (Voodoo Doll's counters) isn't chosen: an announced X must be that value.
  const definedX = def.cost.manaPerCounter ? (o!.counters[def.cost.manaPerCounter.kind] ?? 0) : undefined;
  if (definedX !== undefined && a.x !== undefined && a.x !== definedX) fail("bad_action", `X is ${definedX} for ${o!.name}: the number of ${def.cost.manaPerCounter!.kind} counters on it`);
  const x = checkX(o!.name, cost, definedX !== undefined ? undefined : a.x, !!def.xTargets);
  // "X can't be 0" (Aladdin's Lamp): the value announced must be at least this (CR 601.2b, 602.2b).
  if (def.xMin !== undefined && x < def.xMin) fail("bad_action", `X can't be less than ${def.xMin} for ${o!.name}`);
  if (def.modes && !(a.choices?.mode !== undefined && a.choices.mode >= 1 && a.choices.mode <= def.modes.length)) fail("bad_action", `Choose a mode (1 to ${def.modes.length})`);
  const targets = a.targets ? [...a.targets] : [];
  const tplan = abilityTargetPlan(def, a.choices?.mode, x);
  const colors = g.chars(o!).colors;
  checkTargets(g, tplan, targets, p, o!, { you: p, source: o!.id, sourceColors: colors, x });
  const plan = planCost(g, p, o!, def.cost, a.costs, x);
  if (typeof plan === "string") fail("cannot_pay", `Can't activate ${o!.name}: ${plan}`);
  // Targets an opponent chooses (Cuombajj Witches) must exist too (CR 601.2c).
  const theirs = tplan.specs.filter((sp) => sp.chooser === "opponent").map((spec) => ({ text: spec.text, candidates: legalTargets(g, spec, other(p), o!, p, x) }));
  const none = theirs.find((sl) => !sl.candidates.length);
  if (none) fail("illegal_target", `There is no legal choice for ${none.text}`);
  // CR 601.2f, 602.2b: the total cost, with cost increases and reductions (Gloom, Power Artifact).
  const total: ManaCost = abilityCost(g, o!, { ...cost, generic: cost.generic + x * cost.xCount, xCount: 0 });
  const item: StackItem = {
    id: g.newId("a"), kind: "ability", name: o!.name, controller: p, source: o!.id, sourceCard: o!.card,
    ability: ref!.key, targets, ...(a.choices ? { choices: deepCopy(a.choices) } : {}),
  };
  if (cost.xCount || def.xTargets) item.x = x;
  // Named before the costs are paid: a cost may remove a target (Strip Mine targeting itself).
  // Its own words, its source named, so that the log says what it will do.
  const text = `${g.player(p).name} activates ${o!.name}${describeTargets(g, targets)}${def.text ? `: "${selfNamed(def.text, o!.name)}"` : ""}`;
  const controller = g.chars(o!).controller;
  // CR 602.2: the ability goes on the stack, then its costs are paid (601.2h).
  g.state.stack.push(item);
  const used = tappedByPlan(plan as CostPlan, o!, def.cost);
  // Tapping the source first keeps automatic payment from tapping it for mana.
  if (def.cost.tap) g.tap(o!.id);
  if (def.recordsSpent) {
    // "The mana you spent on {X}" (Illusionary Mask): the types and amount of mana paid (CR 601.2h).
    g.spentLog = [];
    try { payMana(g, p, total, a.pay, used); item.spent = g.spentLog; } finally { g.spentLog = null; }
  } else payMana(g, p, total, a.pay, used);
  payPlan(g, p, o!, { ...def.cost, tap: false }, plan as CostPlan, item);
  g.state.passed = [];
  g.emit("activate", text, { player: p, object: o!.id, controller, targets, ability: ref!.key, tapCost: !!def.cost.tap, item: item.id });
  // Targets an opponent chooses (Cuombajj Witches) are chosen now, by them (CR 601.2c).
  if (!theirs.length) return;
  if (theirs.every((sl) => sl.candidates.length === 1)) {
    item.targets = [...item.targets, ...theirs.map((sl) => sl.candidates[0]!)];
    return;
  }
  g.state.decision = {
    kind: "choose", player: other(p), prompt: `Choose ${theirs.map((sl) => sl.text).join(", ")} for ${item.name}'s ability`,
    choice: { type: "targets", slots: theirs }, resume: { at: "opponent_target", item: item.id }, source: item.source,
  };
  g.state.priority = null;
}

/** An ability's key without the text changes made to it ("Gaea's Touch#a0|l:Forest>Island" → "Gaea's Touch#a0"). */
function baseKey(key: string): string {
  const at = key.indexOf("|");
  return at < 0 ? key : key.slice(0, at);
}
