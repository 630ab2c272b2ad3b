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
import type { CopyValues, GameObject, Shield, StackItem } from "./state";
import { copyOf } from "./copy-permanents";
import type { Filter } from "../cards/types";
import { gameHolds, namesWhere } from "../cards/registry";
import { printedDef, type Chars } from "./layers";

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
  // "Damage that would be dealt to that creature can't be prevented" (Whippoorwill, CR 615.12): not even by protection.
  if (g.state.shields.length && unpreventable(g, ref)) return amount;
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

/** Whether damage to `ref` can't be prevented or redirected this turn (Whippoorwill). */
export function unpreventable(g: Game, ref: Ref): boolean {
  return g.state.shields.some((s) => s.kind === "unpreventable" && s.affects === ref);
}

// ---- destruction and dying --------------------------------------------------------------------

export function cantBeRegenerated(g: Game, o: GameObject): boolean {
  return g.state.shields.some((s) => s.kind === "cant_regenerate" && s.affects === o.id);
}

/** CR 701.19: a regeneration shield replaces destruction. Returns true if it was replaced. */
export function destroyReplaced(g: Game, o: GameObject, noRegen: boolean): boolean {
  // Pyramids (CR 614.1a, W11b): not regeneration, so "can't be regenerated" doesn't stop it; used once.
  // With a regeneration shield too (CR 616.1), this one is applied first: it doesn't tap or remove from combat.
  const instead = g.state.shields.length ? g.state.shields.find((s) => s.kind === "remove_damage_instead_of_destroy" && s.affects === o.id) : undefined;
  if (instead) {
    g.removeShield(instead.id);
    g.mut(o.id).damage = 0;
    g.version++;
    g.emit("replace", `${instead.sourceName}: all damage is removed from ${o.name} instead of destroying it`, { object: o.id });
    return true;
  }
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
export function diesReplaced(g: Game, o: GameObject): "exile" | "hand" | undefined {
  const c = g.chars(o);
  if (!c.types.includes("Creature")) return undefined;
  if (g.state.shields.some((s) => s.kind === "exile_instead_of_dying" && s.affects === o.id)) return "exile";
  // CR 614.6 (W11b, Firestorm Phoenix): "if this creature would die, return it to its owner's hand instead".
  return c.def?.replacements?.some((r) => "dies" in r && r.dies === "return_to_hand_revealed") ? "hand" : undefined;
}

// ---- entering the battlefield (CR 614.1c–d, 614.12) -------------------------------------------

export interface EnteringChoices {
  tapped: boolean;
  chosen?: GameObject["chosen"];
  /** Counters it enters with (CR 614.1c, 122.6). */
  counters?: Record<string, number>;
  /** It enters as a copy (CR 707.5): its name and copy record (copy-permanents.ts). */
  copy?: { name: string; copy: CopyValues };
  /** "Put it into its owner's graveyard instead of onto the battlefield" (Frankenstein's Monster, CR 614.1c). */
  instead?: "graveyard";
  /**
   * "... then sacrifices a land of their choice" once it has entered (Land Equilibrium, CR 614.1a):
   * the permanents chosen, one per effect; the entering object's own id stands for itself.
   */
  sacrificeAfter?: string[];
}

/**
 * The choice of an "enters then sacrifices" replacement (Land Equilibrium): which of `player`'s
 * permanents matching `filter`, or the entering one itself, is sacrificed once it has entered. It is
 * made as it would enter, before anything changes (nothing can happen in between, and the entering
 * object is still where players see it); asked only when there is a choice.
 */
function chooseSacrificeAfter(g: Game, o: GameObject, entering: Chars, player: PlayerId, filter: Filter, taken: string[]): string | undefined {
  const from = g.state.battlefield.filter((id) => { const x = g.obj(id)!; const c = g.chars(x); return c.controller === player && !taken.includes(id) && matches(g, x, c, filter, { you: player }); });
  if (matches(g, o, entering, filter, { you: player })) from.push(o.id);
  if (from.length <= 1) return from[0];
  const pick = g.ask(player, `Sacrifice a land of your choice as ${o.name} enters (Land Equilibrium)`, { type: "cards", from, min: 1, max: 1 }, o.id).cards?.[0];
  return pick !== undefined && from.includes(pick) ? pick : from[0];
}

/**
 * Replacement effects that apply as a permanent enters: "enters tapped", and "as this enters,
 * choose ..." (the choice is part of entering, CR 614.12). `o` is the object about to enter,
 * still where it is; choices already made are passed in `made`.
 */
export function entersReplacements(g: Game, o: GameObject, controller: PlayerId, made?: GameObject["chosen"], x?: number): EnteringChoices {
  let def = g.chars(o).def;
  const out: EnteringChoices = { tapped: false };
  // CR 707.5, 614.1c, 614.12a: "enter as a copy of ..." is chosen first; the copied object's own
  // "as this enters" replacements then apply to it (its copiable values include them, 707.2).
  const asCopy = def?.replacements?.find((r): r is Extract<typeof r, { enters: "copy" }> => r.enters === "copy");
  if (asCopy) {
    const you = controller;
    const from = g.battlefield().filter((x) => x.id !== o.id && matches(g, x, g.chars(x), asCopy.filter, { you, source: o.id })).map((x) => x.id);
    const picked = from.length ? (g.ask(controller, asCopy.prompt, { type: "cards", from, min: 0, max: 1 }, o.id).cards ?? []) : [];
    const of = picked[0] !== undefined ? g.obj(picked[0]) : undefined;
    if (of && from.includes(of.id)) {
      out.copy = copyOf(g, undefined, o.copy?.printed ?? o.name, of, asCopy.except, def!.name);
      // The copied values, not the copied object's other effects (CR 707.2); a face-down one has none.
      def = out.copy.copy.faceDown ? undefined : printedDef(of.name);
      if (def?.replacements?.some((r) => r.enters === "copy")) def = undefined; // a copy of a copy that copied nothing: no second copy choice
    }
  }
  for (const r of def?.replacements ?? []) {
    if (r.enters === "tapped") out.tapped = true;
    // CR 614.1c (Lich, W11b): the life is lost as it enters, before state-based actions are checked.
    else if (r.enters === "lose_life_total") g.loseLife(controller, g.player(controller).life);
    // CR 107.3m: "enters with X counters" uses the X chosen for its spell (0 if it wasn't cast).
    else if (r.enters === "counters") out.counters = { ...out.counters, [r.kind]: (out.counters?.[r.kind] ?? 0) + (r.n === "x" ? (x ?? 0) : r.n) };
    // CR 614.1c, 614.12: "as this enters, sacrifice / pay / exile ..." (a card's own code, AsEnters).
    else if (r.enters === "as") {
      const res = r.run(g, o, controller, x);
      if (res.number !== undefined) (out.chosen ??= {}).number = res.number;
      if (res.counters) for (const [k, n] of Object.entries(res.counters)) out.counters = { ...out.counters, [k]: (out.counters?.[k] ?? 0) + n };
      if (res.instead) out.instead = res.instead;
    }
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
      if (!("othersEnter" in r) || !matches(g, o, entering, r.filter, { you: g.chars(src).controller, source: src.id })) continue;
      if (r.othersEnter === "tapped") out.tapped = true;
      // CR 614.1a (Land Equilibrium): "... instead puts it onto the battlefield then sacrifices ...".
      else if (!r.condition || r.condition(g, src, controller)) {
        const pick = chooseSacrificeAfter(g, o, entering, controller, r.sacrifice, out.sacrificeAfter ?? []);
        if (pick !== undefined) (out.sacrificeAfter ??= []).push(pick);
      }
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

// ---- damage replacement and redirection (CR 614.1a, 614.9, 616.1) --------------------------

/** Names of the cards with static damage replacements (most games hold none). */
const damageReplacerNames = () => namesWhere("damage replacement", (d) => !!d.damageReplacements?.length);

/** Whether the game holds a card with a static damage replacement (gates the work below). */
export function holdsDamageReplacers(g: Game): boolean {
  return gameHolds(g.state, damageReplacerNames());
}

/** Whether some prevention effect would apply to this damage (so a 616.1 order could matter). */
function preventionApplies(g: Game, source: SourceInfo, ref: Ref, combat: boolean): boolean {
  if (!g.isPlayer(ref)) {
    const o = g.obj(ref);
    if (o && hasProtectionFrom(g.chars(o), source.colors)) return true;
  }
  return staticallyPrevented(g, source, ref, combat) || (g.state.shields.length > 0 && preventionShields(g, source, ref, combat, []).length > 0);
}

/**
 * Replacement effects that change who is dealt the damage or how much (CR 614.9: redirection;
 * "it deals 2 damage instead"). Applied before prevention of the new recipient; when several
 * redirections apply, or a redirection and a prevention effect apply to the same damage, the
 * affected player chooses which applies first (CR 616.1, 616.1e): choosing prevention first leaves
 * the damage with its recipient (prevention then applies there, 615).
 */
export function replaceDamage(g: Game, source: SourceInfo, ref: Ref, amount: number, combat: boolean): { ref: Ref; amount: number; split?: { ref: Ref; amount: number }; also?: { source: SourceInfo; ref: Ref; amount: number } } {
  // "... or dealt instead to another permanent or player" (Whippoorwill): no redirection (CR 614.9).
  if (g.state.shields.length && unpreventable(g, ref)) return { ref, amount };
  // Redirection shields of resolved abilities ("the next N damage ... is dealt to its owner instead",
  // "the next time a source of your choice would deal damage to target creature ... to you instead").
  if (g.state.shields.length) {
    const s = g.state.shields.find((x) => x.kind === "redirect" && (x.affects === ref || x.affects === "all") && (!x.onlyCreatures || !g.isPlayer(ref)) && (x.fromSource === undefined || x.fromSource === source.id) &&
      // "You may have that damage dealt to you instead" (Blood of the Martyr): asked for each damage event.
      (!x.optional || g.ask(x.controller, `${x.sourceName}: have ${amount} damage from ${source.name} to ${g.isPlayer(ref) ? g.player(ref).name : g.obj(ref)?.name} dealt to you instead?`, { type: "yesno" }, undefined).value === true));
    if (s?.reflect) {
      // Eye for an Eye (CR 614.1a): used up by this event; the other damage is dealt at the same time.
      g.removeShield(s.id);
      return { ref, amount, also: { source: s.reflect, ref: source.controller, amount } };
    }
    // Not redirected to a creature no longer on the battlefield (Nova Pentacle ruling, CR 614.9).
    if (s?.redirectTo && (g.isPlayer(s.redirectTo) || g.obj(s.redirectTo)?.zone === "battlefield")) {
      if (s.amount !== undefined && s.amount < amount) {
        // CR 615.7-style "the next N damage": only part of the damage is redirected.
        g.removeShield(s.id);
        return { ref: s.redirectTo, amount: s.amount, split: { ref, amount: amount - s.amount } };
      }
      if (s.amount !== undefined && s.amount > amount) s.amount -= amount;
      else if (s.amount !== undefined || s.next) g.removeShield(s.id);
      return { ref: s.redirectTo, amount };
    }
  }
  if (!g.isPlayer(ref) || !holdsDamageReplacers(g)) return { ref, amount };
  // "If an instant or sorcery source would deal 3 or more damage to you, it deals 2 instead":
  // applying it before prevention is never worse for the affected player (CR 616.1: their choice).
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    const c = g.chars(o);
    for (const r of c.def?.damageReplacements ?? []) {
      if ("cap" in r && c.controller === ref && amount >= r.cap.atLeast && sourceHas(g, source, r.from, c.controller, o.id)) amount = r.cap.becomes;
    }
  }
  const candidates: GameObject[] = [];
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    const c = g.chars(o);
    for (const r of c.def?.damageReplacements ?? []) {
      if (!("redirect" in r) || c.controller !== ref || !c.types.includes("Creature")) continue;
      if (r.condition && !r.condition(g, o)) continue;
      if (!sourceHas(g, source, r.from, c.controller, o.id)) continue;
      candidates.push(o);
      break;
    }
  }
  if (!candidates.length) return { ref, amount };
  const prevent = preventionApplies(g, source, ref, combat);
  if (candidates.length === 1 && !prevent) return { ref: candidates[0]!.id, amount };
  // CR 616.1: the affected player chooses which replacement (or prevention) effect applies first.
  const labels = candidates.map((o) => `${o.name} (${o.id}): the damage is dealt to it instead`);
  if (prevent) labels.push("Apply prevention first: the damage stays with you");
  const a = g.ask(ref, `Several effects apply to ${amount} damage from ${source.name} to you: choose which applies first`, { type: "option", options: labels }, undefined);
  const pick = typeof a.value === "number" ? a.value - 1 : a.cards?.length ? candidates.findIndex((o) => o.id === a.cards![0]) : 0;
  const chosen = candidates[pick];
  return chosen ? { ref: chosen.id, amount } : { ref, amount };
}

/**
 * Rock Hydra (CR 615.1a, 616.1): for each 1 of the `amount` still to be dealt to creature `ref`, a
 * counter of the kind is removed and that 1 is prevented; with damage that can't be prevented
 * (CR 615.12) the counters are still removed (ruling). Returns what remains to be dealt.
 */
export function preventByCounters(g: Game, ref: Ref, amount: number): number {
  if (amount <= 0 || g.isPlayer(ref)) return amount;
  const o = g.obj(ref);
  if (!o || o.zone !== "battlefield") return amount;
  for (const r of g.chars(o).def?.damageReplacements ?? []) {
    if (!("countersPrevent" in r)) continue;
    const n = Math.min(amount, o.counters[r.countersPrevent] ?? 0);
    if (n <= 0) continue;
    g.addCounters(o.id, r.countersPrevent, -n);
    if (!(g.state.shields.length && unpreventable(g, ref))) amount -= n;
  }
  return amount;
}

/**
 * "Damage that would reduce your life total to less than 1 reduces it to 1 instead" (Ali from
 * Cairo, CR 614.1a): the life total after `dealt` damage to `p`. The damage itself is dealt in full.
 */
export function lifeAfterDamage(g: Game, p: PlayerId, dealt: number): number {
  const life = g.player(p).life;
  const next = life - dealt;
  if (next >= 1 || life < 1) return next;
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    const c = g.chars(o);
    if (c.controller === p && c.def?.damageReplacements?.some((r) => "lifeFloor" in r)) return 1;
  }
  return next;
}
