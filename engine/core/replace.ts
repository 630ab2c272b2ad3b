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
import type { GameObject, Shield } from "./state";

// ---- prevention (CR 615) ---------------------------------------------------------------------

function preventionShields(g: Game, source: SourceInfo, ref: Ref, combat: boolean): Shield[] {
  return g.state.shields.filter((s) =>
    s.kind === "prevent" && (s.affects === ref || s.affects === "all") && (!s.combatOnly || combat) &&
    (s.fromSource === undefined || s.fromSource === source.id));
}

/** A shield that prevents all the damage without being used up (Fog). */
const preventsAllFreely = (s: Shield) => s.amount === undefined && !s.next;

/** Applies one shield to `amount` of damage; returns what is left and updates or removes the shield. */
function useShield(g: Game, s: Shield, amount: number): number {
  if (s.next) {
    g.removeShield(s.id);
    return 0;
  }
  if (s.amount === undefined) return 0;
  const used = Math.min(s.amount, amount);
  if (used >= s.amount) g.removeShield(s.id);
  else s.amount -= used;
  return amount - used;
}

/** The shields' amounts after applying them in this order to `amount` damage: compares outcomes. */
function outcomeOf(order: Shield[], amount: number): string {
  const left: string[] = [];
  for (const s of order) {
    if (amount <= 0) { left.push(`${s.id}:${s.next ? "next" : s.amount}`); continue; }
    if (s.next) { amount = 0; continue; }
    const used = Math.min(s.amount ?? amount, amount);
    amount -= used;
    if (s.amount !== undefined && s.amount > used) left.push(`${s.id}:${s.amount - used}`);
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

/** Applies prevention to damage about to be dealt (CR 615, 702.16e); returns what remains. */
export function preventDamage(g: Game, source: SourceInfo, ref: Ref, amount: number, combat: boolean): number {
  // CR 702.16e: protection prevents all damage from sources of the stated quality, and uses nothing up.
  if (!g.isPlayer(ref)) {
    const o = g.obj(ref);
    if (o && hasProtectionFrom(g.chars(o), source.colors)) return 0;
  }
  let shields = preventionShields(g, source, ref, combat);
  if (!shields.length) return amount;
  // Effects that prevent everything without being used up are the better first choice in every order.
  if (shields.some(preventsAllFreely)) return 0;
  while (amount > 0 && shields.length) {
    let first = shields[0]!;
    if (shields.length > 1) {
      // CR 616.1: the affected player chooses the order, when the order could matter.
      const orders = permutations(shields.slice(0, 4));
      const outcomes = new Set(orders.map((o) => outcomeOf(o, amount)));
      if (outcomes.size > 1) {
        const who = affectedPlayer(g, ref);
        const labels = shields.map((s) => `${s.sourceName}: prevent ${s.next ? "the damage the next time" : `${s.amount}`}`);
        const answer = g.ask(who, `${shields.length} prevention effects apply to damage from ${source.name}: choose which applies first`, { type: "option", options: labels }, undefined);
        const pick = typeof answer.value === "number" ? answer.value - 1 : answer.cards?.length ? shields.findIndex((s) => s.source === answer.cards![0]) : -1;
        first = shields[pick] ?? shields[0]!;
      }
    }
    amount = useShield(g, first, amount);
    shields = preventionShields(g, source, ref, combat);
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
