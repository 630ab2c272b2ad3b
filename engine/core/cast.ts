/** Playing lands (CR 305), casting spells (CR 601) and activating abilities (CR 602, 605). */
import type { Action, PlayerId, Ref } from "../types";
import { cardData } from "../cards/data";
import { cardDef } from "../cards/registry";
import type { ActivatedDef, CardDef, TargetSpec } from "../cards/types";
import type { Game } from "./game";
import {
  activateManaAbility, autoPay, canActivateTapAbility, formatCost, parseCost, payWith, productionFor, removeSymbols, takeFromPool, type ManaCost,
} from "./mana";
import type { GameObject, StackItem } from "./state";
import { targetProblem } from "./targets";

export class Illegal extends Error {
  constructor(public code: "wrong_timing" | "illegal_target" | "cannot_pay" | "no_such_object" | "not_allowed" | "bad_action", message: string) {
    super(message);
  }
}

const fail = (code: Illegal["code"], message: string): never => {
  throw new Illegal(code, message);
};

function isMainPhase(g: Game): boolean {
  return g.state.turn.step === "precombat_main" || g.state.turn.step === "postcombat_main";
}

/** CR 307.1 and friends: sorcery timing: your main phase, empty stack. */
function sorceryTiming(g: Game, p: PlayerId): string | null {
  if (g.state.turn.active !== p) return "only during your own turn";
  if (!isMainPhase(g)) return "only during a main phase";
  if (g.state.stack.length) return "only when the stack is empty";
  return null;
}

export function playLand(g: Game, p: PlayerId, id: string): void {
  const o = g.obj(id);
  if (!o || o.zone !== "hand" || o.owner !== p) fail("no_such_object", "That card is not in your hand");
  const c = g.chars(o!);
  if (!c.types.includes("Land")) fail("not_allowed", `${o!.name} is not a land; cast it instead`);
  const timing = sorceryTiming(g, p);
  if (timing) fail("wrong_timing", `You can play a land ${timing}`);
  if (g.player(p).landsPlayed >= 1) fail("not_allowed", "You have already played a land this turn"); // CR 305.2
  if (!cardDef(o!.name)) fail("not_allowed", `${o!.name} is not implemented by the engine yet`);
  g.player(p).landsPlayed += 1;
  const n = g.move(id, "battlefield", { controller: p });
  g.emit("play", `${g.player(p).name} plays ${n.name}`, { player: p, object: n.id });
}

function checkTargets(g: Game, specs: TargetSpec[], targets: Ref[], p: PlayerId, source: GameObject, distinct: boolean): void {
  if (targets.length !== specs.length) {
    fail("illegal_target", specs.length === 0 ? `${source.name} has no targets` : `${source.name} needs ${specs.length} target${specs.length > 1 ? "s" : ""}: ${specs.map((s) => s.text).join(", ")}`);
  }
  targets.forEach((ref, i) => {
    const why = targetProblem(g, specs[i]!, ref, p, source);
    if (why) fail("illegal_target", `Illegal target: ${why}`);
  });
  if (distinct && new Set(targets).size !== targets.length) fail("illegal_target", "The same object can't be chosen twice for one \"any number of targets\"");
}

/** Finishes a manually paid spell: the cost comes out of the mana pool (CR 601.2h). */
export function completeManualPayment(g: Game, p: PlayerId, cost: string): void {
  const pool = g.player(p).manaPool;
  const used = takeFromPool(pool, parseCost(cost));
  if (!used) fail("cannot_pay", `Your mana pool doesn't pay ${cost} yet: activate mana abilities first, or cancel`);
  removeSymbols(pool, used!);
  g.state.castSnapshot = undefined;
  g.state.passed = [];
}

/** Cancels a half-paid spell: the game returns to the moment before it was cast (CR 601.2, 733). */
export function cancelManualPayment(g: Game): void {
  const snap = JSON.parse(g.state.castSnapshot!) as Record<string, unknown>;
  const s = g.state as unknown as Record<string, unknown>;
  for (const k of Object.keys(s)) delete s[k];
  Object.assign(s, snap);
  g.emit("cancel", "The spell is cancelled; everything done to pay for it is undone");
}

function payCost(g: Game, p: PlayerId, cost: ManaCost, pay: string[] | undefined): void {
  if (pay) {
    const why = payWith(g, p, cost, pay);
    if (why) fail("cannot_pay", `Can't pay ${formatCost(cost)}: ${why}`);
  } else if (!autoPay(g, p, cost)) {
    fail("cannot_pay", `You can't pay ${formatCost(cost)}`);
  }
}

export function castSpell(g: Game, a: Extract<Action, { type: "cast" }>): void {
  const p = a.player;
  const card = g.obj(a.card);
  if (!card || card.zone !== "hand" || card.owner !== p) fail("no_such_object", "That card is not in your hand");
  const o = card!;
  const c = g.chars(o);
  if (c.types.includes("Land")) fail("not_allowed", `${o.name} is a land: play it, don't cast it`);
  const def = cardDef(o.name);
  if (!def) fail("not_allowed", `${o.name} is not implemented by the engine yet`);
  // CR 304.5, 307.1 etc.: only instants may be cast any time you have priority.
  if (!c.types.includes("Instant")) {
    const timing = sorceryTiming(g, p);
    if (timing) fail("wrong_timing", `${o.name} can be cast ${timing}`);
  }
  const { specs, distinct, mode } = spellTargets(def!, a.choices?.mode);
  if (def!.spell?.modes && !mode) fail("bad_action", `Choose a mode for ${o.name} (1 to ${def!.spell.modes.length})`);
  const targets = a.targets ?? [];
  if (def!.spell?.variableTargets) {
    const vt = def!.spell.variableTargets;
    if (targets.length < vt.min) fail("illegal_target", `${o.name} needs at least ${vt.min} target`);
    checkTargets(g, targets.map(() => vt.spec), targets, p, o, true);
  } else checkTargets(g, specs, targets, p, o, distinct);

  const cost = parseCost(cardDataCost(o.name));
  const x = a.x ?? 0;
  if (!Number.isInteger(x) || x < 0 || x > 1000) fail("bad_action", "X must be a whole number from 0 to 1000");
  if (cost.xCount === 0 && a.x !== undefined && a.x !== 0) fail("bad_action", `${o.name} has no X in its cost`);
  // CR 601.2f: total cost = mana cost with X, plus additional costs (Fireball's extra targets).
  const total: ManaCost = { ...cost, colored: { ...cost.colored }, generic: cost.generic + x * cost.xCount + (def!.spell?.extraCost?.(targets.length) ?? 0), xCount: 0 };

  // Manual payment (the UI): remember the game as it was, so that cancelling rewinds everything (CR 733).
  const snapshot = a.manualPayment ? JSON.stringify(g.state) : undefined;
  // CR 601.2a: the card moves to the stack first, then costs are paid (601.2g–h).
  const spell = g.move(o.id, "stack", { controller: p });
  const item: StackItem = { id: spell.id, kind: "spell", name: spell.name, controller: p, source: spell.id, targets, choices: a.choices };
  if (cost.xCount) item.x = x;
  g.state.stack.push(item);
  if (snapshot) {
    g.state.castSnapshot = snapshot;
    g.state.decision = { kind: "payment", player: p, item: spell.id, cost: formatCost(total) };
    g.state.priority = null;
    g.emit("paying", `${g.player(p).name} is paying ${formatCost(total)} for ${spell.name}`, { player: p, object: spell.id });
    return;
  }
  payCost(g, p, total, a.pay);
  g.state.passed = [];
  g.emit("cast", `${g.player(p).name} casts ${spell.name}${describeTargets(g, targets)}`, { player: p, object: spell.id, targets });
}

function cardDataCost(name: string): string {
  return cardData(name)?.manaCost ?? "";
}

/** Targets a spell needs: its fixed targets, its chosen mode's, or an Aura's enchant target. */
export function spellTargets(def: CardDef, mode?: number): { specs: TargetSpec[]; distinct: boolean; mode?: number } {
  if (def.enchant) return { specs: [def.enchant], distinct: false };
  if (def.spell?.modes) {
    const m = mode !== undefined && Number.isInteger(mode) && mode >= 1 && mode <= def.spell.modes.length ? mode : undefined;
    return { specs: m ? def.spell.modes[m - 1]!.targets : [], distinct: false, mode: m };
  }
  return { specs: def.spell?.targets ?? [], distinct: false };
}

export function describeTargets(g: Game, targets: Ref[]): string {
  if (!targets.length) return "";
  return " targeting " + targets.map((t) => (g.isPlayer(t) ? g.player(t).name : g.obj(t)?.name ?? t)).join(", ");
}

/** The activated ability number `n` (1-based, Oracle order, mana abilities included). */
export function abilityOf(o: GameObject, n: number): ActivatedDef | undefined {
  return cardDef(o.name)?.abilities?.[n - 1];
}

export function activate(g: Game, a: Extract<Action, { type: "activate" }>): void {
  const p = a.player;
  const o = g.obj(a.card);
  if (!o || o.zone !== "battlefield") fail("no_such_object", "That permanent is not on the battlefield");
  if (o!.controller !== p) fail("not_allowed", `You don't control ${o!.name}`);
  let n = a.ability ?? 1;
  let def = abilityOf(o!, n);
  if (def?.mana && a.mana !== undefined && typeof productionFor(def, a.mana) === "string") {
    // `mana` names the color: a dual land has one mana ability per basic land type (CR 305.6),
    // so "Tundra, mana U" means its {T}: Add {U} ability.
    const all = cardDef(o!.name)?.abilities ?? [];
    const k = all.findIndex((ab) => ab.mana && ab.cost === def!.cost && !!ab.tap === !!def!.tap && !!ab.sacrificeSelf === !!def!.sacrificeSelf && typeof productionFor(ab, a.mana) !== "string");
    if (k >= 0) { n = k + 1; def = all[k]; }
  }
  if (!def) fail("not_allowed", `${o!.name} has no activated ability number ${n}`);
  if (!canActivateTapAbility(g, o!, def!)) {
    fail("not_allowed", o!.tapped ? `${o!.name} is already tapped` : `${o!.name} has summoning sickness: it came under your control this turn`);
  }
  if (def!.mana) {
    // CR 605.3: a mana ability resolves at once, without the stack.
    const made = productionFor(def!, a.mana);
    if (typeof made === "string") fail("bad_action", `${o!.name}: ${made}`);
    activateManaAbility(g, p, { obj: o!, index: n - 1, def: def! }, made as never);
    return;
  }
  const targets = a.targets ?? [];
  checkTargets(g, def!.targets ?? [], targets, p, o!, false);
  const cost = parseCost(def!.cost);
  const x = a.x ?? 0;
  const total: ManaCost = { ...cost, generic: cost.generic + x * cost.xCount, xCount: 0 };
  const item: StackItem = {
    id: "a" + g.state.nextId++, kind: "ability", name: o!.name, controller: p, source: o!.id,
    ability: { kind: "activated", index: n - 1 }, targets, choices: a.choices, sourceColors: g.chars(o!).colors,
  };
  if (cost.xCount) item.x = x;
  // CR 602.2: the ability goes on the stack, then its costs are paid.
  g.state.stack.push(item);
  // CR 601.2h: costs are paid in any order; tapping first keeps the payer from tapping the source for mana.
  if (def!.tap) g.tap(o!.id);
  payCost(g, p, total, a.pay);
  if (def!.sacrificeSelf) g.sacrifice(o!.id);
  g.state.passed = [];
  g.emit("activate", `${g.player(p).name} activates ${o!.name}${describeTargets(g, targets)}`, { player: p, object: o!.id, targets });
}
