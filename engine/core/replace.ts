/**
 * Replacement and prevention effects as one mechanism (CR 614–616). Each replaceable event
 * (damage, destruction, dying, entering the battlefield) gathers the effects that apply to it,
 * from shields in the state and from static abilities; when several apply and the order could
 * change the outcome, the affected player (or the affected object's controller) chooses which
 * applies first (616.1), and the process repeats with the rest (616.1f).
 */
import type { Color, PlayerId, Ref } from "../types";
import { COLORS, other } from "../types";
import type { Game, SourceInfo } from "./game";
import { hasProtectionFrom } from "./game";
import { matches } from "./filters";
import type { GameObject, Shield, StackItem } from "./state";
import type { Filter } from "../cards/types";
import { gameHolds, namesWhere } from "../cards/registry";

// ---- prevention (CR 615) ---------------------------------------------------------------------

/**
 * Whether a source of damage has a quality (CR 609.7b–c): judged on the source object now (a
 * permanent, a spell), or, for a source no longer in the game's objects, on what the damage event
 * knows of it (its colors and types).
 */
export function sourceHas(g: Game, source: SourceInfo, f: Filter, you: PlayerId, self?: string): boolean {
  const o = g.obj(source.id);
  if (o) return matches(g, o, g.chars(o), f, self ? { you, source: self } : { you });
  if (f.types && !f.types.some((t) => source.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => source.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => source.types.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => source.colors.includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => source.colors.includes(c))) return false;
  if (f.colorless !== undefined && (source.colors.length === 0) !== f.colorless) return false;
  return !(f.subtypes || f.allSubtypes || f.keywords || f.name || f.where || f.enchanted !== undefined || f.attacking !== undefined || f.blocking !== undefined || f.blocked !== undefined);
}

/** The spell or ability resolving now, if it targets `ref` ("a spell or ability that targets that creature"). */
function resolvingItemTargeting(g: Game, ref: Ref): StackItem | undefined {
  const top = g.state.stack[g.state.stack.length - 1];
  return top?.progress && top.targets.includes(ref) ? top : undefined;
}

/** CR 609.7a: a chosen permanent spell also means the permanent it became (the same card, now on the battlefield). */
function becameFrom(g: Game, source: SourceInfo, card: number): boolean {
  const o = g.obj(source.id);
  return !!o && o.zone === "battlefield" && o.card === card;
}

function preventionShields(g: Game, source: SourceInfo, ref: Ref, combat: boolean, used: readonly number[]): Shield[] {
  return g.state.shields.filter((s) =>
    s.kind === "prevent" && (s.affects === ref || s.affects === "all") && (!s.combatOnly || combat) &&
    (s.fromSource === undefined || s.fromSource === source.id || (s.fromCard !== undefined && becameFrom(g, source, s.fromCard))) && !used.includes(s.id) &&
    // CR 615.9: a shield for sources with a quality rechecks it as the damage would be dealt.
    (s.fromFilter === undefined || sourceHas(g, source, s.fromFilter, s.controller)) &&
    (!s.targetingItem || resolvingItemTargeting(g, ref) !== undefined));
}

/** A shield that prevents all the damage without being used up (Fog). */
const preventsAllFreely = (s: Shield) => s.amount === undefined && !s.next && !s.reduce && !s.gainLife;

/** How much of `amount` damage one shield prevents (CR 615.7–615.8; "half, rounded down", "all but 1"). */
function preventedBy(s: Shield, amount: number): number {
  if (s.reduce === "half_down") return Math.floor(amount / 2);
  if (s.reduce === "half_up") return Math.ceil(amount / 2);
  if (s.reduce === "all_but_1") return Math.max(0, amount - 1);
  return s.next || s.amount === undefined ? amount : Math.min(s.amount, amount);
}

/** Applies one shield to `amount` of damage; returns what is left and updates or removes the shield. */
function useShield(g: Game, s: Shield, amount: number): number {
  const prevented = preventedBy(s, amount);
  // CR 615.8: the next instance of damage uses it up; 609.7b: not if it prevented none of it.
  if (s.next) { if (prevented > 0) g.removeShield(s.id); }
  else if (s.amount !== undefined) {
    if (prevented >= s.amount) g.removeShield(s.id);
    else s.amount -= prevented;
  }
  // CR 615.5: the additional effect ("you gain life equal to the damage prevented this way") follows.
  if (s.gainLife && prevented > 0) g.gainLife(s.controller, prevented);
  return amount - prevented;
}

/** The shields' amounts after applying them in this order to `amount` damage: compares outcomes. */
function outcomeOf(order: Shield[], amount: number): string {
  const left: string[] = [];
  for (const s of order) {
    if (amount <= 0) { left.push(`${s.id}:${s.next ? "next" : s.amount}`); continue; }
    const used = preventedBy(s, amount);
    amount -= used;
    if (!s.next && s.amount !== undefined && s.amount > used) left.push(`${s.id}:${s.amount - used}`);
  }
  return left.sort().join(",") + `|${amount}`;
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function affectedPlayer(g: Game, ref: Ref): PlayerId {
  if (g.isPlayer(ref)) return ref;
  return g.obj(ref)?.controller ?? "A";
}

/** Names of the cards with static prevention abilities (most games hold none). */
const preventerNames = () => namesWhere("static prevention", (d) => !!d.prevents?.length);

/**
 * Static prevention abilities of permanents (CR 615, 609.7c, cards/types.ts `PreventionDef`):
 * whether one prevents all of this damage. Looks at the battlefield only in games holding such cards.
 */
function staticallyPrevented(g: Game, source: SourceInfo, ref: Ref, combat: boolean): boolean {
  if (!gameHolds(g.state, preventerNames())) return false;
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    const c = g.chars(o);
    for (const p of c.def?.prevents ?? []) {
      if (p.combatOnly && !combat) continue;
      if (p.to === "self" ? ref !== o.id : p.to === "enchanted" ? ref !== o.attachedTo : p.to === "you" ? ref !== c.controller : false) continue;
      if (p.by === "self" ? source.id !== o.id : p.by === "enchanted" ? source.id !== o.attachedTo : false) continue;
      if (p.blockedBySelf && !o.blocking?.includes(source.id)) continue;
      if (p.spellTargeting) {
        const item = resolvingItemTargeting(g, ref);
        if (!item || item.kind !== "spell" || item.source !== source.id) continue;
      }
      if (p.from && !sourceHas(g, source, p.from, c.controller, o.id)) continue;
      // The damaged player or object is passed as well, for conditions on it ("to this creature and
      // to creatures banded with this creature", Camel: CR 702.22, 615).
      if (p.condition && !(p.condition as (g: Game, self: GameObject, to: Ref) => boolean)(g, o, ref)) continue;
      return true;
    }
  }
  return false;
}

/** Applies prevention to damage about to be dealt (CR 615, 702.16e); returns what remains. */
export function preventDamage(g: Game, source: SourceInfo, ref: Ref, amount: number, combat: boolean): number {
  // CR 702.16e: protection prevents all damage from sources of the stated quality, and uses nothing up.
  if (!g.isPlayer(ref)) {
    const o = g.obj(ref);
    if (o && hasProtectionFrom(g.chars(o), source.colors)) return 0;
  }
  // Static abilities that prevent all of it use nothing up: the better first choice in every order (616.1).
  if (staticallyPrevented(g, source, ref, combat)) return 0;
  if (!g.state.shields.length) return amount;
  const used: number[] = []; // each shield applies to one damage event once (CR 615.12a)
  let shields = preventionShields(g, source, ref, combat, used);
  if (!shields.length) return amount;
  // Effects that prevent everything without being used up are the better first choice in every order,
  // unless another has an additional effect (Reverse Damage's life, CR 615.5): then the player chooses (616.1).
  if (shields.some(preventsAllFreely) && !shields.some((s) => s.gainLife)) return 0;
  while (amount > 0 && shields.length) {
    let first = shields[0]!;
    if (shields.length > 1) {
      // CR 616.1: the affected player chooses the order, when the order could matter.
      const orders = permutations(shields.slice(0, 4));
      const outcomes = new Set(orders.map((o) => outcomeOf(o, amount)));
      if (outcomes.size > 1) {
        const who = affectedPlayer(g, ref);
        const labels = shields.map((s) => `${s.sourceName}: prevent ${s.reduce === "all_but_1" ? "all but 1 of the damage" : s.reduce ? "half the damage" : s.next ? "the damage the next time" : s.amount === undefined ? "all the damage" : `${s.amount}`}${s.gainLife ? " and gain that much life" : ""}`);
        const answer = g.ask(who, `${shields.length} prevention effects apply to damage from ${source.name}: choose which applies first`, { type: "option", options: labels }, undefined);
        const pick = typeof answer.value === "number" ? answer.value - 1 : answer.cards?.length ? shields.findIndex((s) => s.source === answer.cards![0]) : -1;
        first = shields[pick] ?? shields[0]!;
      }
    }
    used.push(first.id);
    amount = useShield(g, first, amount);
    shields = preventionShields(g, source, ref, combat, used);
  }
  return amount;
}

// ---- destruction and dying --------------------------------------------------------------------

export function cantBeRegenerated(g: Game, o: GameObject): boolean {
  return g.state.shields.some((s) => s.kind === "cant_regenerate" && s.affects === o.id);
}

/** CR 701.19: a regeneration shield replaces destruction. Returns true if it was replaced. */
export function destroyReplaced(g: Game, o: GameObject, noRegen: boolean): boolean {
  if (noRegen || cantBeRegenerated(g, o)) return false;
  // "If this creature would be destroyed, regenerate it" (Clergy of the Holy Nimbus): a standing replacement.
  if (g.chars(o).def?.replacements?.some((r) => "destroyed" in r && r.destroyed === "regenerate")) {
    g.regenerate(o);
    return true;
  }
  const shield = g.state.shields.find((s) => s.kind === "regenerate" && s.affects === o.id);
  if (!shield) return false;
  g.removeShield(shield.id);
  g.regenerate(o);
  return true;
}

/** CR 614.6: "if it would die, exile it instead". Returns the zone it goes to instead, if any. */
export function diesReplaced(g: Game, o: GameObject): "exile" | undefined {
  if (!g.chars(o).types.includes("Creature")) return undefined;
  return g.state.shields.some((s) => s.kind === "exile_instead_of_dying" && s.affects === o.id) ? "exile" : undefined;
}

// ---- entering the battlefield (CR 614.1c–d, 614.12) -------------------------------------------

export interface EnteringChoices {
  tapped: boolean;
  chosen?: GameObject["chosen"];
  /** Counters it enters with (CR 614.1c, 122.6). */
  counters?: Record<string, number>;
}

/**
 * Replacement effects that apply as a permanent enters: "enters tapped", and "as this enters,
 * choose ..." (the choice is part of entering, CR 614.12). `o` is the object about to enter,
 * still where it is; choices already made are passed in `made`.
 */
export function entersReplacements(g: Game, o: GameObject, controller: PlayerId, made?: GameObject["chosen"]): EnteringChoices {
  const def = g.chars(o).def;
  const out: EnteringChoices = { tapped: false };
  for (const r of def?.replacements ?? []) {
    if (r.enters === "tapped") out.tapped = true;
    else if (r.enters === "counters") out.counters = { ...out.counters, [r.kind]: (out.counters?.[r.kind] ?? 0) + r.n };
    else if (r.enters === "choose") {
      const chosen = (out.chosen ??= {});
      if (r.choose === "opponent") chosen.player = other(controller); // two players: only one opponent
      else if (r.choose === "color") chosen.color = made?.color ?? askColor(g, o, controller, r.prompt);
      else if (r.choose === "option") chosen.number = made?.number ?? askOption(g, o, controller, r.prompt, r.options);
      else chosen.number = made?.number ?? askNumber(g, o, controller, r.prompt, r.min ?? 0, r.max ?? 0);
    }
  }
  // CR 614.12: other permanents' "<filter> enter tapped" (Kismet), judged on the permanent as it
  // would exist on the battlefield, under the controller it enters under.
  const entering = { ...g.chars(o), controller };
  for (const id of g.state.battlefield) {
    const src = g.state.objects[id]!;
    for (const r of g.chars(src).def?.replacements ?? []) {
      if ("othersEnter" in r && r.othersEnter === "tapped" && matches(g, o, entering, r.filter, { you: g.chars(src).controller, source: src.id })) out.tapped = true;
    }
  }
  return out;
}

function askColor(g: Game, o: GameObject, controller: PlayerId, prompt: string): Color {
  const a = g.ask(controller, prompt, { type: "color", options: [...COLORS] }, o.id);
  return (COLORS.includes(a.value as Color) ? a.value : "W") as Color;
}

/** "It becomes your choice of ...": an option numbered from 1 (CR 614.12). */
function askOption(g: Game, o: GameObject, controller: PlayerId, prompt: string, options: string[]): number {
  const a = g.ask(controller, prompt, { type: "option", options }, o.id);
  return typeof a.value === "number" && a.value >= 1 && a.value <= options.length ? a.value : 1;
}

function askNumber(g: Game, o: GameObject, controller: PlayerId, prompt: string, min: number, max: number): number {
  const a = g.ask(controller, prompt, { type: "number", min, max }, o.id);
  return typeof a.value === "number" ? a.value : min;
}
