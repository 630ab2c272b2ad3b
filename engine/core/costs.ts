/**
 * Non-mana costs as data (CR 118, 601.2b, 601.2f–h, 602.2): sacrifice, discard, pay life, exile,
 * remove counters, tap untapped permanents, return to hand. The choices are made while casting
 * or activating (the action's `costs`), never at resolution. Without `costs`, the engine pays a
 * non-mana cost itself only where there is exactly one way to pay it.
 */
import type { CostChoices, PlayerId } from "../types";
import { other } from "../types";
import type { CostDef, Filter } from "../cards/types";
import { matches } from "./filters";
import type { Game } from "./game";
import type { GameObject, LastKnown, StackItem } from "./state";

/** The chosen way to pay a cost's non-mana parts. */
export interface CostPlan {
  sacrifice: string[];
  discard: string[];
  discardRandom: number;
  exile: string[];
  tap: string[];
  returnToHand: string[];
  life: number;
  counters: Record<string, number>;
}

/** A non-mana cost part that needs a choice, for legal options: how many of which. */
export interface CostPartOption {
  kind: "sacrifice" | "discard" | "exile" | "tap" | "return";
  text: string;
  count: number;
  /** "Any number of": from `min` up to `count` (all the candidates) may be chosen (CR 118, 601.2h). */
  min?: number;
  candidates: string[];
  /** The candidates must all come from one of these groups ("from a single graveyard"). */
  groups?: string[][];
}

function candidates(g: Game, player: PlayerId, source: GameObject | null, zone: "battlefield" | "graveyard" | "hand", filter: Filter, extra?: (o: GameObject) => boolean): string[] {
  const ids = zone === "battlefield" ? g.state.battlefield : g.player(player)[zone];
  return ids.filter((id) => {
    const o = g.obj(id)!;
    if (zone === "battlefield" && g.chars(o).controller !== player) return false;
    if (extra && !extra(o)) return false;
    return matches(g, o, g.chars(o), filter, { you: player, source: source?.id });
  });
}

/**
 * "Exile N [cards] from a single graveyard": the cards of each graveyard holding at least N of them
 * (any player's, the controller's first), one group per graveyard.
 */
function fromSingleGraveyard(g: Game, player: PlayerId, source: GameObject | null, e: NonNullable<CostDef["exile"]>): CostPartOption {
  const groups: string[][] = [];
  for (const p of [player, other(player)]) {
    const ids = g.player(p).graveyard.filter((id) => id !== source?.id && matches(g, g.obj(id)!, g.chars(g.obj(id)!), e.filter, { you: player, source: source?.id }));
    if (ids.length >= e.count) groups.push(ids);
  }
  return { kind: "exile", text: e.text, count: e.count, candidates: groups.flat(), groups };
}

/** The parts of a cost that need choosing, with their candidates. */
export function costParts(g: Game, player: PlayerId, source: GameObject | null, cost: CostDef): CostPartOption[] {
  const out: CostPartOption[] = [];
  if (cost.sacrifice) {
    const cands = candidates(g, player, source, "battlefield", cost.sacrifice.filter);
    // "Sacrifice ... any number of creatures" (Sword of the Ages): none to all of them.
    if (cost.sacrifice.count === "any") out.push({ kind: "sacrifice", text: cost.sacrifice.text, count: cands.length, min: 0, candidates: cands });
    else out.push({ kind: "sacrifice", text: cost.sacrifice.text, count: cost.sacrifice.count, candidates: cands });
  }
  if (cost.discard && !cost.discard.random) {
    const hand = g.player(player).hand.filter((id) => id !== source?.id);
    const filter = cost.discard.filter;
    out.push({ kind: "discard", text: cost.discard.text, count: cost.discard.count, candidates: filter ? hand.filter((id) => matches(g, g.obj(id)!, g.chars(g.obj(id)!), filter, { you: player })) : hand });
  }
  if (cost.exile?.singleGraveyard) out.push(fromSingleGraveyard(g, player, source, cost.exile));
  else if (cost.exile) out.push({ kind: "exile", text: cost.exile.text, count: cost.exile.count, candidates: candidates(g, player, source, cost.exile.zone, cost.exile.filter, (o) => o.id !== source?.id) });
  if (cost.tapUntapped) out.push({ kind: "tap", text: cost.tapUntapped.text, count: cost.tapUntapped.count, candidates: candidates(g, player, source, "battlefield", cost.tapUntapped.filter, (o) => !o.tapped) });
  if (cost.returnToHand) out.push({ kind: "return", text: cost.returnToHand.text, count: cost.returnToHand.count, candidates: candidates(g, player, source, "battlefield", cost.returnToHand.filter) });
  return out;
}

const KEY: Record<CostPartOption["kind"], keyof CostChoices> = { sacrifice: "sacrifice", discard: "discard", exile: "exile", tap: "tap", return: "return" };

/**
 * Works out how to pay a cost's non-mana parts from the player's choices; returns a reason if
 * they are missing, wrong or can't be paid (CR 601.2h: partial payments aren't allowed).
 */
export function planCost(g: Game, player: PlayerId, source: GameObject | null, cost: CostDef, choices: CostChoices | undefined, x: number): CostPlan | string {
  const plan: CostPlan = { sacrifice: [], discard: [], discardRandom: 0, exile: [], tap: [], returnToHand: [], life: 0, counters: {} };
  const used = new Set<string>();
  for (const part of costParts(g, player, source, cost)) {
    const given = choices?.[KEY[part.kind]] as string[] | undefined;
    let pick: string[];
    if (given) {
      if (part.min !== undefined ? given.length < part.min || given.length > part.count : given.length !== part.count) return `${part.text}: choose ${part.min !== undefined ? `${part.min} to ${part.count}` : `exactly ${part.count}`}`;
      if (new Set(given).size !== given.length) return `${part.text}: the same one can't be chosen twice`;
      const bad = given.find((id) => !part.candidates.includes(id));
      if (bad) return `${part.text}: ${g.obj(bad)?.name ?? bad} can't be chosen for that`;
      if (part.groups && !part.groups.some((gr) => given.every((id) => gr.includes(id)))) return `${part.text}: all from a single graveyard`;
      pick = given;
    } else {
      if (part.candidates.length < part.count) return `you can't pay "${part.text}"`;
      if (part.candidates.length > part.count || (part.min !== undefined && part.min < part.count)) return `choose how to pay "${part.text}" (costs.${KEY[part.kind]})`;
      pick = part.candidates;
    }
    for (const id of pick) {
      if (used.has(id)) return `${g.obj(id)?.name ?? id} can't pay two costs at once`;
      used.add(id);
    }
    if (part.kind === "sacrifice") plan.sacrifice = pick;
    else if (part.kind === "discard") plan.discard = pick;
    else if (part.kind === "exile") plan.exile = pick;
    else if (part.kind === "tap") plan.tap = pick;
    else plan.returnToHand = pick;
  }
  if (cost.discard?.random) {
    const hand = g.player(player).hand.filter((id) => id !== source?.id);
    if (hand.length < cost.discard.count) return `you can't discard ${cost.discard.count} card${cost.discard.count > 1 ? "s" : ""}`;
    plan.discardRandom = cost.discard.count;
  }
  if (cost.life) {
    // CR 119.4: a player can pay life only if their life total is at least the amount.
    if (choices?.life !== undefined && choices.life !== cost.life) return `this costs ${cost.life} life`;
    if (g.player(player).life < cost.life) return `you can't pay ${cost.life} life`;
    plan.life = cost.life;
  }
  if (cost.removeCounters && source) {
    const n = cost.removeCounters.count === "X" ? x : cost.removeCounters.count;
    if ((source.counters[cost.removeCounters.kind] ?? 0) < n) return `${source.name} doesn't have ${n} ${cost.removeCounters.kind} counter${n === 1 ? "" : "s"}`;
    plan.counters[cost.removeCounters.kind] = n;
  }
  if (cost.sacrificeSelf && source && plan.sacrifice.includes(source.id)) return `${source.name} can't be sacrificed twice`;
  return plan;
}

/** Pays the non-mana parts (CR 601.2h) and records what was paid on the stack item; returns what was paid. */
export function payPlan(g: Game, player: PlayerId, source: GameObject | null, cost: CostDef, plan: CostPlan, item: StackItem | null): NonNullable<StackItem["paid"]> {
  const paid: NonNullable<StackItem["paid"]> = {};
  if (source && cost.tap) g.tap(source.id);
  if (source && cost.untap) g.untap(source.id);
  for (const id of plan.tap) g.tap(id, source?.id); // CR 118.3: remembered as paying this source's cost
  for (const [kind, n] of Object.entries(plan.counters)) if (source) g.addCounters(source.id, kind, -n);
  if (plan.life) { g.loseLife(player, plan.life); paid.life = plan.life; }
  const sacrificed: LastKnown[] = [];
  g.simultaneously(() => {
    for (const id of plan.sacrifice) {
      const o = g.obj(id);
      if (!o) continue;
      sacrificed.push(g.lastKnown(o));
      g.sacrifice(id);
    }
  });
  if (sacrificed.length) paid.sacrificed = sacrificed;
  if (plan.discard.length) {
    paid.discarded = plan.discard.map((id) => g.obj(id)?.name ?? id);
    for (const id of plan.discard) g.discard(player, id, { notEffect: true }); // CR 118: a cost, not an effect
  }
  if (plan.discardRandom) g.discardAtRandom(player, plan.discardRandom, { notEffect: true }); // CR 118: a cost
  if (plan.exile.length) {
    paid.exiled = plan.exile.map((id) => g.obj(id)?.name ?? id);
    // CR 608.2h: permanents exiled as a cost, as they last existed ("if the exiled creature was a Thrull").
    const exiledLast = plan.exile.flatMap((id) => { const o = g.obj(id); return o && o.zone === "battlefield" ? [g.lastKnown(o)] : []; });
    if (exiledLast.length) paid.exiledLast = exiledLast;
    for (const id of plan.exile) g.move(id, "exile");
  }
  for (const id of plan.returnToHand) g.bounce(id);
  if (source && cost.sacrificeSelf && g.obj(source.id)) {
    sacrificed.push(g.lastKnown(source));
    g.sacrifice(source.id);
    paid.sacrificed = sacrificed;
  }
  if (source && cost.exileSelf && g.obj(source.id)) g.move(source.id, "exile");
  if (item && Object.keys(paid).length) item.paid = paid;
  return paid;
}
