/**
 * Delayed triggered abilities (CR 603.7). A resolving spell or ability creates one
 * (`{ do: "delayed", index }`, 603.7a): ability number `index` of its card's `delayed` list,
 * remembering what the effect names now ("that creature", "that spell's mana value"). It is
 * controlled by the controller of the spell or ability that created it (603.7d), waits in
 * `GameState.delayed`, triggers only once, at the first matching event after it was created
 * (603.7b–c), and then goes on the stack through the ordinary trigger path (triggers.ts:
 * `pendingTriggers`, APNAP order, 603.3). One that says "this turn" can't trigger after that
 * turn: it is dropped as the next turn begins. The effect refers to a remembered object only
 * while that object is still the same object (603.7c, 400.7): a new object has a new id.
 */
import type { DelayedDef, DelayedEvent, EffectStep } from "../cards/types";
import { abilityOwnerName, activatedCountOf, delayedDefOf } from "../cards/registry";
import type { GameEvent, PlayerId } from "../types";
import type { ResolveContext } from "./context";
import { changeTagsOf } from "./text-change";
import { matches } from "./filters";
import type { Game } from "./game";
import { autoPay, parseCost } from "./mana";
import type { AbilityKey, DelayedTrigger, LastKnown, PendingTrigger } from "./state";

/** The delayed ability a key names: "Mana Drain#d0" is Mana Drain's first. */
export function delayedDef(key: AbilityKey): DelayedDef | undefined {
  return delayedDefOf(key);
}

/** CR 603.7a: the resolving spell or ability creates delayed triggered ability `step.index` of its card. */
export function createDelayed(ctx: ResolveContext, step: Extract<EffectStep, { do: "delayed" }>): void {
  const g = ctx.g;
  const item = ctx.item;
  const owner = item.kind === "spell" ? item.name : abilityOwnerName(item.ability ?? "");
  // CR 612: a delayed ability created by a changed text is changed too (its key names the changes).
  const key = `${owner}#d${step.index}${changeTagsOf(g, item)}`;
  const def = delayedDef(key);
  if (!def) throw new Error(`${owner} has no delayed triggered ability ${step.index}`);
  // CR 603.7: what it refers to is determined as it is created.
  const [object] = step.object ? ctx.who(step.object) : [];
  const data: DelayedTrigger["data"] = {};
  if (object !== undefined) data.object = object;
  const [player] = step.player ? ctx.who(step.player).filter((r) => g.isPlayer(r)) : [];
  if (player !== undefined) data.player = player as PlayerId;
  if (step.amount !== undefined) data.amount = ctx.amount(step.amount);
  // CR 607.2: what the effect noted ("that exiled card", "the noted counters"), as plain data.
  for (const k of step.remember ?? []) if (ctx.memo[k] !== undefined) data[k] = JSON.parse(JSON.stringify(ctx.memo[k]));
  const d: DelayedTrigger = {
    id: "d" + g.state.nextId++, ability: key, controller: ctx.controller, source: item.source,
    ...(item.sourceCard !== undefined ? { sourceCard: item.sourceCard } : {}), name: item.name, data, turn: g.state.turn.number,
  };
  g.state.delayed = [...(g.state.delayed ?? []), d];
  g.version++; // a change: a resolution step run again after a question must not create it twice
  g.emit("delayed", `${item.name}: ${def.text}`, { item: d.id });
}

/** Whether this event is the moment a delayed ability waits for (CR 603.7b). */
function happens(g: Game, d: DelayedTrigger, at: DelayedEvent, e: GameEvent): boolean {
  switch (at.at) {
    case "next_end_step":
      // CR 513.1: created during an end step, it waits for the next turn's (its beginning has passed).
      return e.type === "step" && e.step === "end";
    case "your_next_main_phase":
      // CR 505.1: a precombat or postcombat main phase of its controller's turn.
      return e.type === "step" && (e.step === "precombat_main" || e.step === "postcombat_main") && g.state.turn.active === d.controller;
    case "that_players_next_draw_step":
      // CR 504.1: the draw step of a turn of the remembered player.
      return e.type === "step" && e.step === "draw" && g.state.turn.active === d.data.player;
    case "source_leaves_or_untaps":
      // CR 603.6c (leaves-the-battlefield) and 603.2e ("becomes untapped") for the source it was created by.
      if (e.type === "untap") return e.object === d.source;
      return e.type === "zone" && e.from === "battlefield" && e.old === d.source;
    case "source_leaves":
      // CR 603.6c: its source leaves the battlefield (one that had left before it was created never does).
      return e.type === "zone" && e.from === "battlefield" && e.old === d.source;
    case "that_object_leaves":
      return e.type === "zone" && e.from === "battlefield" && e.old === d.data.object;
    case "your_next_upkeep":
      // CR 503.1: the upkeep of a turn of its controller's (created during an upkeep, the next one: this one has begun).
      return e.type === "step" && e.step === "upkeep" && g.state.turn.active === d.controller;
    case "each_of_your_upkeeps":
      // CR 503.1, 603.7b: every upkeep of its controller's turns, for the rest of the game.
      return e.type === "step" && e.step === "upkeep" && g.state.turn.active === d.controller;
    case "end_of_combat":
      // CR 511.2: "at end of combat" triggers as the end of combat step begins.
      return e.type === "step" && e.step === "end_of_combat";
    case "that_object_unblocked": {
      // CR 509.3g: blockers were declared, and none for the remembered attacking creature.
      if (e.type !== "block" || e.byEffect) return false;
      const o = typeof d.data.object === "string" ? g.obj(d.data.object) : undefined;
      return !!o && o.zone === "battlefield" && !!o.attacking && !o.blocked;
    }
    case "that_object_dealt_damage": {
      // CR 120.3: damage dealt to the remembered object, by a source matching `by` as it deals it.
      if (e.type !== "damage" || e.target !== d.data.object) return false;
      if (!at.by) return true;
      const src = g.obj(String(e.source));
      return !!src && src.zone === "battlefield" && matches(g, src, g.chars(src), at.by, { you: d.controller, source: d.source });
    }
    case "that_object_dies": {
      // CR 700.4: put into a graveyard from the battlefield while a creature.
      if (e.type !== "zone" || e.from !== "battlefield" || e.to !== "graveyard" || e.old !== d.data.object) return false;
      const last = e.last as LastKnown | undefined;
      return !!last && last.types.includes("Creature");
    }
  }
}

/** The trigger each delayed ability already made from one simultaneous batch of damage (CR 603.2c). */
const damageBatches = new WeakMap<LastKnown[], Map<string, string>>();

/** Adds `amount` to the trigger `d` already made from the current batch of damage, if any. */
function mergeDamage(g: Game, d: DelayedTrigger, amount: number): boolean {
  const batch = g.leftTogether;
  const id = batch ? damageBatches.get(batch)?.get(d.id) : undefined;
  const i = id === undefined ? -1 : g.state.pendingTriggers.findIndex((t) => t.id === id);
  if (i < 0) return false;
  const t = g.state.pendingTriggers[i]!;
  g.state.pendingTriggers[i] = { ...t, data: { ...t.data, amount: Number(t.data.amount ?? 0) + amount } };
  return true;
}

/** Matches an event against every waiting delayed triggered ability (called for every kernel event). */
export function dispatchDelayed(g: Game, e: GameEvent): void {
  const s = g.state;
  const list = s.delayed;
  if (!list) return;
  const keep: DelayedTrigger[] = [];
  let changed = false;
  for (const d of list) {
    const def = delayedDef(d.ability);
    // "this turn": it ends with the turn it was created in.
    // "At end of combat" means this turn's (CR 511.2): it can't wait for another turn's.
    const expired = !def || (e.type === "turn" && (("thisTurn" in def.at && def.at.thisTurn) || def.at.at === "end_of_combat") && d.turn < s.turn.number);
    if (expired) { changed = true; continue; }
    if (!happens(g, d, def.at, e)) { keep.push(d); continue; }
    // CR 603.7b: it triggers once, and is gone, unless it has a stated duration ("this turn":
    // then every time, until it expires above); it goes on the stack the next time a player
    // would receive priority (603.3), controlled by its creator's controller (603.7d).
    changed = true;
    const forever = def.at.at === "each_of_your_upkeeps";
    const repeats = ("thisTurn" in def.at && def.at.thisTurn) || forever;
    if (repeats) keep.push(d);
    if (e.type === "damage") {
      // CR 603.2c: damage dealt at once (all combat damage of a step) is one event, with its total.
      if (mergeDamage(g, d, Number(e.amount))) continue;
    }
    const src = g.obj(d.source);
    const t: PendingTrigger = {
      id: "t" + s.nextId++, ability: d.ability, controller: d.controller, source: d.source,
      sourceCard: d.sourceCard ?? src?.card ?? -1, name: d.name,
      data: e.type === "damage" ? { ...d.data, amount: Number(e.amount) } : forever ? { ...d.data, delayed: d.id } : { ...d.data },
    };
    s.pendingTriggers.push(t);
    if (e.type === "damage" && g.leftTogether) {
      let seen = damageBatches.get(g.leftTogether);
      if (!seen) damageBatches.set(g.leftTogether, (seen = new Map()));
      seen.set(d.id, t.id);
    }
  }
  if (!changed) return;
  if (keep.length) s.delayed = keep;
  else delete s.delayed;
  g.version++;
}

/**
 * Changes what a waiting delayed ability remembers (CR 607: Cyclopean Tomb's "lands a mire counter
 * was put onto with this artifact but that a mire counter has not been removed from"): its trigger
 * names it by `ctx.data.delayed`. The entry is replaced, never changed in place.
 */
export function setDelayedData(g: Game, id: string, data: DelayedTrigger["data"]): void {
  const list = g.state.delayed;
  if (!list?.some((x) => x.id === id)) return;
  g.state.delayed = list.map((x) => (x.id === id ? { ...x, data: { ...x.data, ...data } } : x));
  g.version++;
}

// ---- "unless they pay ... before" obligations (Nafs Asp) -----------------------------------------

/** The card a waiting delayed ability's obligation is named by (its source's physical card). */
function obligationCard(g: Game, d: DelayedTrigger): number | undefined {
  return d.sourceCard ?? g.obj(d.source)?.card;
}

/** The `ability` number that names the obligation: after the card's own activated abilities. */
export function obligationAbility(d: DelayedTrigger): number {
  return activatedCountOf(abilityOwnerName(d.ability)) + 1;
}

/** The obligations `player` may still pay ("unless they pay {1} before that draw step"), oldest first. */
export function obligationsOf(g: Game, player: PlayerId): DelayedTrigger[] {
  return (g.state.delayed ?? []).filter((d) => !d.data.paid && d.data.player === player && !!delayedDef(d.ability)?.payBefore);
}

/** The obligation an `activate` action names: its source card (wherever that card is now) and number. */
export function obligationFor(g: Game, player: PlayerId, cardId: string, ability: number): DelayedTrigger | undefined {
  const o = g.obj(cardId);
  return obligationsOf(g, player).find((d) => (d.source === cardId || (!!o && o.card === obligationCard(g, d))) && obligationAbility(d) === ability);
}

/** The object that names an obligation in an action: the source, or its card where it is now if public. */
export function obligationObject(g: Game, d: DelayedTrigger): string | undefined {
  if (g.obj(d.source)) return d.source;
  const card = obligationCard(g, d);
  for (const id of [...g.state.battlefield, ...g.state.stack.map((s) => s.id), ...(["A", "B"] as PlayerId[]).flatMap((p) => [...g.player(p).graveyard, ...g.player(p).exile])]) {
    if (g.obj(id)?.card === card) return id;
  }
  return undefined;
}

/**
 * Pays an obligation (CR 117.1-like: whenever the player has priority, without the stack):
 * the cost is paid automatically, and the delayed ability remembers it was paid. The entry is
 * replaced, never changed in place (it may be shared with another state).
 */
export function payObligation(g: Game, player: PlayerId, d: DelayedTrigger): string | null {
  const cost = delayedDef(d.ability)!.payBefore!;
  if (!autoPay(g, player, parseCost(cost))) return `You can't pay ${cost}`;
  g.state.delayed = (g.state.delayed ?? []).map((x) => (x.id === d.id ? { ...x, data: { ...x.data, paid: true } } : x));
  g.version++;
  g.emit("paid", `${g.player(player).name} pays ${cost} (${d.name})`, { player });
  return null;
}
