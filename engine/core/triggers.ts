/**
 * Triggered abilities (CR 603): one dispatcher matches every kernel event against every
 * triggered ability an object has now (603.2), looking back in time for objects leaving the
 * battlefield (603.10a); state triggers are checked with state-based actions (603.8). Waiting
 * triggers go on the stack the next time a player would receive priority (603.3): each player
 * in APNAP order, in the order they choose (603.3b), with targets chosen as each goes on the
 * stack, and removed if no legal target exists (603.3d).
 */
import type { GameEvent, PlayerId, Ref } from "../types";
import { other, PLAYERS } from "../types";
import { namesMentioning, printedAbilityKeys, registerKeywordTrigger, triggerDef, triggerDefsOf } from "../cards/registry";
import type { Filter, TriggerDef, TriggerEvent } from "../cards/types";
import type { ResolveContext } from "./context";
import { matches } from "./filters";
import type { Game } from "./game";
import type { AbilityKey, Answer, GameObject, GameState, LastKnown, PendingTrigger, StackItem } from "./state";
import { legalTargets } from "./targets";
import { selfNamed } from "./self-named";

/** A permanent (or one that just left, as it last existed) that may have triggered. */
interface Watcher {
  id: string;
  card: number;
  name: string;
  controller: PlayerId;
  chosen?: GameObject["chosen"];
  attachedTo?: Ref;
  /** Present when it is still on the battlefield. */
  obj?: GameObject;
  last?: LastKnown;
  key: AbilityKey;
  def: TriggerDef;
}

/** Every triggered ability of every permanent, recomputed only after a change (Game.version). */
function watchersOf(g: Game): Watcher[] {
  const d = g.derived();
  return (d.watchers ??= collectWatchers(g)) as Watcher[];
}

function collectWatchers(g: Game): Watcher[] {
  const out: Watcher[] = [];
  for (const id of g.state.battlefield) {
    const o = g.state.objects[id]!;
    const c = g.chars(o);
    for (const key of c.abilities) {
      const def = triggerDef(key);
      if (def && !def.zone) out.push({ id: o.id, card: o.card, name: o.name, controller: c.controller, chosen: o.chosen, attachedTo: o.attachedTo, obj: o, key, def });
    }
  }
  // CR 113.6b, 113.6m: triggered abilities that function from a graveyard (Nether Shadow) or from exile (All Hallow's Eve).
  const names = graveyardTriggerNames(g);
  if (names.size) {
    for (const p of PLAYERS) {
      for (const zone of ["graveyard", "exile"] as const) {
        for (const id of g.player(p)[zone]) {
          const o = g.state.objects[id]!;
          if (!names.has(o.name)) continue;
          for (const key of printedAbilityKeys(o.name)) {
            const def = triggerDef(key);
            if (def?.zone === zone) out.push({ id: o.id, card: o.card, name: o.name, controller: o.owner, obj: o, key, def });
          }
        }
      }
    }
    // CR 113.6k: "When you cast this spell" functions on the stack (Mana Vortex).
    for (const item of g.state.stack) {
      const o = item.kind === "spell" ? g.state.objects[item.id] : undefined;
      if (!o || o.faceDown || !names.has(o.name)) continue; // CR 708.2a: a face-down spell has no abilities
      for (const key of printedAbilityKeys(o.name)) {
        const def = triggerDef(key);
        if (def?.zone === "stack") out.push({ id: o.id, card: o.card, name: o.name, controller: item.controller, obj: o, key, def });
      }
    }
  }
  return out;
}

/** Names of the game's cards with triggered abilities that function from a graveyard or from exile. */
const graveyardNames = new WeakMap<GameState["cards"], { n: number; names: Set<string> }>();
function graveyardTriggerNames(g: Game): Set<string> {
  let e = graveyardNames.get(g.state.cards);
  if (!e || e.n !== g.state.cards.length) {
    e = { n: g.state.cards.length, names: new Set() };
    for (const c of g.state.cards) if (triggerDefsOf(c.name).some((t) => !!t.zone)) e.names.add(c.name);
    graveyardNames.set(g.state.cards, e);
  }
  return e.names;
}

function lookBack(last: LastKnown): Watcher[] {
  const out: Watcher[] = [];
  for (const key of last.abilities) {
    const def = triggerDef(key);
    if (def && !def.zone) out.push({ id: last.id, card: last.card, name: last.name, controller: last.controller, chosen: last.chosen, attachedTo: last.attachedTo, last, key, def });
  }
  return out;
}

/** A filter judged on an object as it last existed (dies triggers). */
function lastMatches(last: LastKnown, f: Filter, you: PlayerId, source: string): boolean {
  if (f.types && !f.types.some((t) => last.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => last.subtypes.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => last.colors.includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => last.colors.includes(c))) return false;
  if (f.controller === "you" && last.controller !== you) return false;
  if (f.controller === "opponent" && last.controller === you) return false;
  if (f.name !== undefined && last.name !== f.name) return false;
  if (f.other && last.id === source) return false;
  return true;
}

/** Does this event trigger this ability? Returns what the trigger remembers, or null. */
function triggered(g: Game, w: Watcher, when: TriggerEvent, e: GameEvent): Record<string, unknown> | null {
  switch (when.on) {
    case "step": {
      if (e.type !== "step" || e.step !== when.step) return null;
      const active = g.state.turn.active;
      if (when.whose === "yours" && w.controller !== active) return null;
      if (when.whose === "opponents" && w.controller === active) return null;
      if (when.whose === "chosen_player" && w.chosen?.player !== active) return null;
      if (when.whose === "enchanted_controller") {
        const host = w.attachedTo && !g.isPlayer(w.attachedTo) ? g.obj(w.attachedTo) : undefined;
        if (!host || host.zone !== "battlefield" || g.chars(host).controller !== active) return null;
      }
      return { player: active };
    }
    case "enters": {
      if (e.type !== "zone" || e.to !== "battlefield") return null;
      const n = g.obj(String(e.object));
      if (!n) return null;
      if (when.self && n.id !== w.id) return null;
      if (when.filter && !matches(g, n, g.chars(n), when.filter, { you: w.controller, source: w.id })) return null;
      return { object: n.id, player: g.chars(n).controller };
    }
    case "leaves":
      if (e.type !== "zone" || e.from !== "battlefield" || e.old !== w.id) return null;
      if (when.to && e.to !== when.to) return null;
      return { object: String(e.object) };
    case "dies": {
      if (e.type !== "zone" || e.from !== "battlefield" || e.to !== "graveyard") return null;
      const last = e.last as LastKnown | undefined;
      if (!last || !last.types.includes("Creature")) return null;
      if (when.self && last.id !== w.id) return null;
      if (when.enchanted && w.attachedTo !== last.id) return null;
      if (when.damagedBySelf && (last.id === w.id || !last.damagedBy?.includes(w.id))) return null;
      if (when.filter && !lastMatches(last, when.filter, w.controller, w.id)) return null;
      return { object: String(e.object), player: last.controller, last };
    }
    case "cast": {
      if (e.type !== "cast") return null;
      const caster = e.player as PlayerId;
      if (when.by === "you" && caster !== w.controller) return null;
      if (when.by === "opponent" && caster === w.controller) return null;
      const spell = g.obj(String(e.object));
      if (!spell) return null;
      if (when.self && spell.id !== w.id) return null; // "When you cast this spell"
      if (when.filter && !matches(g, spell, g.chars(spell), when.filter, { you: w.controller, source: w.id })) return null;
      return { player: caster, object: spell.id };
    }
    case "last_counter_removed": {
      // "When you remove the last [kind] counter from this": a removal that leaves none of that kind.
      if (e.type !== "counters" || e.object !== w.id || e.kind !== when.kind || !((e.delta as number) < 0)) return null;
      const o = g.obj(w.id);
      if (!o || (o.counters[when.kind] ?? 0) > 0) return null;
      return { object: o.id, player: w.controller };
    }
    case "draws": {
      // "When [you / a player] draw[s] a card" (CR 121.1, W11b): one event per card drawn.
      if (e.type !== "draw") return null;
      const player = e.player as PlayerId;
      if (when.by === "you" && player !== w.controller) return null;
      if (when.by === "opponent" && player === w.controller) return null;
      return { player };
    }
    case "plays_land": {
      // The "play a land" action (CR 305.1), not a land put onto the battlefield (ruling on Fastbond).
      if (e.type !== "play") return null;
      const player = e.player as PlayerId;
      if (when.by === "you" && player !== w.controller) return null;
      if (when.by === "opponent" && player === w.controller) return null;
      return { player, object: String(e.object) };
    }
    case "deals_damage": {
      if (e.type !== "damage" || e.source !== w.id) return null;
      const to = e.target as Ref;
      const isPlayer = to === "A" || to === "B";
      if (when.to === "opponent" && (!isPlayer || to === w.controller)) return null;
      if (when.to === "player" && !isPlayer) return null;
      return { player: isPlayer ? to : undefined, object: isPlayer ? undefined : to, amount: Number(e.amount) };
    }
    case "tapped_for_mana": {
      if (e.type !== "tapped_for_mana") return null;
      const src = g.obj(String(e.object));
      if (!src || !matches(g, src, g.chars(src), when.filter, { you: w.controller, source: w.id })) return null;
      return { player: e.player as PlayerId, object: src.id };
    }
    case "tapped": {
      // CR 603.2e: "becomes tapped" (g.tap); a permanent entering tapped doesn't trigger it.
      if (e.type !== "tap") return null;
      const o = g.obj(String(e.object));
      if (!o || o.zone !== "battlefield") return null;
      if (when.self && o.id !== w.id) return null;
      if (when.enchanted && w.attachedTo !== o.id) return null;
      if (when.filter && !matches(g, o, g.chars(o), when.filter, { you: w.controller, source: w.id })) return null;
      return { object: o.id, player: g.chars(o).controller };
    }
    case "discarded": {
      // CR 701.9: discarded by an effect (the event's `cause`, the controller of that spell or ability).
      if (e.type !== "discard" || e.object !== w.id || typeof e.cause !== "string") return null;
      const cause = e.cause as PlayerId;
      if (when.cause === "opponent" && cause === e.player) return null;
      return { player: cause, object: w.id };
    }
    case "put_into_graveyard": {
      if (e.type !== "zone" || e.from !== "battlefield" || e.to !== "graveyard") return null;
      const last = e.last as LastKnown | undefined;
      if (!last) return null;
      if (when.filter && !lastMatches(last, when.filter, w.controller, w.id)) return null;
      return { object: String(e.object), player: last.controller, last, sacrificed: e.cause === "sacrifice" };
    }
    case "damage": {
      if (e.type !== "damage") return null;
      const src = String(e.source);
      const to = e.target as Ref;
      if (when.source === "self" && src !== w.id) return null;
      if (when.source === "enchanted" && (!w.attachedTo || w.attachedTo !== src)) return null;
      if (when.to === "you" && to !== w.controller) return null;
      if (when.to === "self" && to !== w.id) return null;
      if (when.to === "enchanted" && (!w.attachedTo || w.attachedTo !== to)) return null;
      return { amount: Number(e.amount), object: src, sourceController: e.sourceController, ...(g.isPlayer(to) ? { player: to } : {}) };
    }
    case "activated": {
      // CR 602.2, 605.3a: activating an ability, mana abilities included (cast.ts "activate" events).
      if (e.type !== "activate") return null;
      if (when.withoutTap && e.tapCost) return null;
      if (when.withTap && !e.tapCost) return null;
      if (when.notMana && e.mana) return null;
      const activator = e.player as PlayerId;
      if (when.by === "you" && activator !== w.controller) return null;
      if (when.by === "opponent" && activator === w.controller) return null;
      const id = String(e.object);
      if (when.self && id !== w.id) return null;
      if (when.enchanted && w.attachedTo !== id) return null;
      if (when.filter) {
        // The source may have left as a cost (sacrificed): judged as it last existed (CR 113.7a).
        const o = g.obj(id);
        const last = g.departed.get(id);
        if (o && o.zone === "battlefield") { if (!matches(g, o, g.chars(o), when.filter, { you: w.controller, source: w.id })) return null; }
        else if (!last || !lastMatches(last, when.filter, w.controller, w.id)) return null;
      }
      return { object: id, player: e.controller as PlayerId, activator, ...(e.item ? { item: e.item } : {}) };
    }
    case "state":
    case "attacks":
    case "blocks":
    case "blocked":
    case "blocks_or_blocked":
    case "unblocked":
      return null;
  }
}

// ---- combat triggers (CR 508.3, 509.3) --------------------------------------------------------

type CombatWhen = Extract<TriggerEvent, { on: "attacks" | "blocks" | "blocked" | "blocks_or_blocked" | "unblocked" }>;
const COMBAT_ON = new Set<string>(["attacks", "blocks", "blocked", "blocks_or_blocked", "unblocked"]);

/** Whether creature `id` is the one this combat trigger is about: the source, the enchanted creature, or a matching creature. */
function isSubject(g: Game, w: Watcher, when: CombatWhen, id: string): boolean {
  if (when.self) return id === w.id;
  if (when.enchanted) return id === w.attachedTo;
  if (when.creature) { const o = g.obj(id); return !!o && matches(g, o, g.chars(o), when.creature, { you: w.controller, source: w.id }); }
  return false;
}

/** CR 509.3f: the other creature's characteristics as blockers are declared. */
function otherMatches(g: Game, w: Watcher, f: Filter | undefined, id: string): boolean {
  if (!f) return true;
  const o = g.obj(id);
  return !!o && o.zone === "battlefield" && matches(g, o, g.chars(o), f, { you: w.controller, source: w.id });
}

/**
 * Every way a declaration of attackers ("attack" event) or blockers ("block" event) triggers a
 * combat trigger: one remembered data per triggering (CR 509.3b, 509.3d: once per creature).
 */
function combatTriggered(g: Game, w: Watcher, when: CombatWhen, e: GameEvent): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const defender = other(g.state.turn.active);
  if (when.on === "attacks") {
    if (e.type !== "attack") return out;
    for (const id of (e.attackers as string[] | undefined) ?? []) {
      if (!isSubject(g, w, when, id)) continue;
      out.push({ object: id, attacker: id, player: defender });
      if (when.once) break; // "Whenever one or more creatures you control attack" (Raging River): once
    }
    return out;
  }
  if (e.type !== "block") return out;
  const blocks = (e.blocks as { blocker: string; attacker: string }[] | undefined) ?? [];
  switch (when.on) {
    case "blocks": {
      if (when.each) { for (const b of blocks) if (isSubject(g, w, when, b.blocker) && otherMatches(g, w, when.filter, b.attacker)) out.push({ object: b.attacker, attacker: b.attacker, blocker: b.blocker, player: defender }); }
      else for (const id of new Set(blocks.map((b) => b.blocker))) if (isSubject(g, w, when, id)) out.push({ object: id, blocker: id, player: defender });
      return out;
    }
    case "blocked": {
      // CR 509.3c: an effect's block makes an attacker "become blocked" only if it was unblocked.
      const newly = e.byEffect ? new Set((e.newlyBlocked as string[] | undefined) ?? []) : null;
      if (!when.each && newly) { for (const id of newly) if (isSubject(g, w, when, id)) out.push({ object: id, attacker: id, amount: blocks.filter((b) => b.attacker === id).length, player: defender }); return out; }
      if (when.each) { for (const b of blocks) if (isSubject(g, w, when, b.attacker) && otherMatches(g, w, when.filter, b.blocker)) out.push({ object: b.blocker, attacker: b.attacker, blocker: b.blocker, player: defender }); }
      else for (const id of new Set(blocks.map((b) => b.attacker))) if (isSubject(g, w, when, id)) out.push({ object: id, attacker: id, amount: blocks.filter((b) => b.attacker === id).length, player: defender });
      return out;
    }
    case "blocks_or_blocked": {
      for (const b of blocks) {
        const mine = isSubject(g, w, when, b.blocker) ? b.blocker : isSubject(g, w, when, b.attacker) ? b.attacker : null;
        if (!mine) continue;
        const them = mine === b.blocker ? b.attacker : b.blocker;
        if (!otherMatches(g, w, when.filter, them)) continue;
        if (when.once) {
          if (!out.some((d) => d.self === mine)) out.push({ object: mine, self: mine, attacker: b.attacker, blocker: b.blocker, player: defender });
        } else out.push({ object: them, attacker: b.attacker, blocker: b.blocker, player: defender });
      }
      return out;
    }
    case "unblocked": {
      // CR 509.3g: attacking creatures for which no blockers were declared (not again when an effect adds blocks).
      if (e.byEffect) return out;
      for (const o of g.battlefield()) if (o.attacking && !o.blocked && isSubject(g, w, when, o.id)) out.push({ object: o.id, attacker: o.id, player: defender });
      return out;
    }
  }
  return out;
}

// ---- rampage (CR 702.23) ------------------------------------------------------------------------

/** The keyword's triggered ability; `amount` remembers N. Registered under a key no card has. */
const RAMPAGE_KEY = "@rampage#t0";
registerKeywordTrigger(RAMPAGE_KEY, {
  text: "Rampage N (Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first.)",
  when: { on: "blocked", self: true },
  // CR 702.23b: the bonus is calculated once, as the ability resolves, from the creatures blocking it then.
  effect: [{ do: "pump", what: "self", power: rampageBonus, toughness: rampageBonus, until: "end_of_turn" }],
});

/** CR 702.23a–b: N for each creature blocking it beyond the first, counted as the ability resolves. */
function rampageBonus(ctx: ResolveContext): number {
  const o = ctx.self();
  if (!o || o.zone !== "battlefield") return 0;
  const blockers = (o.blockedBy ?? []).filter((id) => ctx.g.obj(id)?.zone === "battlefield").length;
  return Number(ctx.data.amount ?? 0) * Math.max(0, blockers - 1);
}

/** Cards whose definition (keywords, granted keywords, ability texts) mentions rampage: only their games look for it. */
const rampageNames = (): ReadonlySet<string> => namesMentioning("rampage", /\brampage \d/i);

/** CR 702.23a, c: each blocked attacker with rampage N triggers. */
function queueRampage(g: Game, e: GameEvent): void {
  const blocks = (e.blocks as { blocker: string; attacker: string }[] | undefined) ?? [];
  const attackers = e.byEffect ? ((e.newlyBlocked as string[] | undefined) ?? []) : blocks.map((b) => b.attacker); // CR 509.3c
  for (const id of new Set(attackers)) {
    const o = g.obj(id);
    if (!o) continue;
    const c = g.chars(o);
    for (const k of c.keywords) {
      const m = /^rampage (\d+)$/.exec(k);
      if (!m) continue;
      g.state.pendingTriggers.push({ id: "t" + g.state.nextId++, ability: RAMPAGE_KEY, controller: c.controller, source: o.id, sourceCard: o.card, name: o.name, data: { amount: Number(m[1]) } });
    }
  }
}

/**
 * CR 603.2c, 120.2, 510.2: damage dealt at the same time (all combat damage of a step, one
 * effect's damage) is one event: a "damage" trigger triggers once for it, with the total amount.
 * The kernel announces each recipient's damage separately inside one `simultaneously` batch;
 * a trigger already waiting from the same batch takes the amount instead of triggering again.
 */
const damageBatches = new WeakMap<LastKnown[], Map<string, string>>();

function mergeDamage(g: Game, w: Watcher, data: Record<string, unknown>): boolean {
  const batch = g.leftTogether;
  if (!batch) return false;
  const id = damageBatches.get(batch)?.get(`${w.id}|${w.key}`);
  const i = id === undefined ? -1 : g.state.pendingTriggers.findIndex((t) => t.id === id);
  if (i < 0) return false;
  const t = g.state.pendingTriggers[i]!;
  const merged: PendingTrigger["data"] = { ...t.data, amount: Number(t.data.amount ?? 0) + Number(data.amount ?? 0) };
  if (merged.player !== data.player) delete merged.player;
  if (merged.object !== data.object) { delete merged.object; delete merged.sourceController; }
  g.state.pendingTriggers[i] = { ...t, data: merged };
  return true;
}

function rememberDamage(g: Game, w: Watcher, id: string | undefined): void {
  const batch = g.leftTogether;
  if (!batch || id === undefined) return;
  let seen = damageBatches.get(batch);
  if (!seen) damageBatches.set(batch, (seen = new Map()));
  seen.set(`${w.id}|${w.key}`, id);
}

/** Records a triggered ability; it goes on the stack the next time a player would receive priority. */
function queue(g: Game, w: Watcher, data: Record<string, unknown>): string | undefined {
  const src = w.obj ?? (w.last as unknown as GameObject);
  // CR 603.4: an intervening "if" clause is checked as it triggers.
  if (w.def.condition && !w.def.condition(g, src, data)) return undefined;
  const t: PendingTrigger = {
    id: "t" + g.state.nextId++, ability: w.key, controller: w.controller, source: w.id, sourceCard: w.card, name: w.name, data,
    ...(w.last ? { sourceLast: w.last } : {}),
  };
  g.state.pendingTriggers.push(t);
  return t.id;
}

/** The kernel event each kind of trigger listens to. */
const EVENT_OF: Record<TriggerEvent["on"], string | null> = {
  step: "step", enters: "zone", leaves: "zone", dies: "zone", cast: "cast", deals_damage: "damage", tapped_for_mana: "tapped_for_mana", state: null,
  tapped: "tap", put_into_graveyard: "zone", damage: "damage", activated: "activate",
  attacks: "attack", blocks: "block", blocked: "block", blocks_or_blocked: "block", unblocked: "block",
  plays_land: "play", last_counter_removed: "counters", draws: "draw", discarded: "discard",
};

/**
 * The events that can trigger anything in a game, and the steps whose beginning can: read from
 * the definitions of the game's cards (their own triggers and those they grant), since no other
 * ability can appear in it. Most events of most games trigger nothing, and are passed over.
 */
interface TriggerIndex { events: Set<string>; steps: Set<string>; cards: number; /** The game's token kinds it was made with (CR 111: tokens have abilities too). */ kinds?: readonly string[]; /** Any state trigger (CR 603.8)? */ state: boolean; /** Any card with rampage (CR 702.23)? */ rampage: boolean }
const indexes = new WeakMap<GameState["cards"], TriggerIndex>();

/** The last game's index, found without the WeakMap (asked at every event; a game keeps its cards list). */
let lastIndex: TriggerIndex | undefined;
let lastCards: GameState["cards"] | undefined;

function triggerIndex(g: Game): TriggerIndex {
  let ix = g.state.cards === lastCards ? lastIndex : indexes.get(g.state.cards);
  if (!ix || ix.cards !== g.state.cards.length || ix.kinds !== g.state.tokenKinds) {
    ix = { events: new Set(), steps: new Set(), cards: g.state.cards.length, kinds: g.state.tokenKinds, state: false, rampage: false };
    const rampage = rampageNames();
    for (const name of new Set([...g.state.cards.map((c) => c.name), ...(g.state.tokenKinds ?? [])])) {
      if (rampage.has(name)) { ix.rampage = true; ix.events.add("block"); }
      for (const t of triggerDefsOf(name)) {
        const ev = EVENT_OF[t.when.on];
        if (ev) ix.events.add(ev);
        if (t.when.on === "step") ix.steps.add(t.when.step);
        if (t.when.on === "state") ix.state = true;
      }
    }
    indexes.set(g.state.cards, ix);
  }
  lastCards = g.state.cards;
  lastIndex = ix;
  return ix;
}

/**
 * CR 113.6k: "when ... you discard this card" can't trigger from the battlefield, so it functions from
 * whatever zone the discarded card went to: the graveyard (watched with the graveyard's triggers) or,
 * under Library of Leng, the library (its ruling: the discard still triggers what triggers on discards).
 */
function discardedElsewhere(g: Game, id: string): Watcher[] {
  const o = g.state.objects[id];
  if (!o || o.zone === "graveyard" || o.zone === "battlefield") return [];
  const out: Watcher[] = [];
  for (const key of printedAbilityKeys(o.name)) {
    const def = triggerDef(key);
    if (def?.zone === "graveyard" && def.when.on === "discarded") out.push({ id: o.id, card: o.card, name: o.name, controller: o.owner, obj: o, key, def });
  }
  return out;
}

/** CR 603.2: after each event, every triggered ability whose trigger event it is triggers. */
export function dispatch(g: Game, e: GameEvent): void {
  const ix = triggerIndex(g);
  if (!ix.events.has(e.type) || (e.type === "step" && !ix.steps.has(String(e.step)))) return;
  if (ix.rampage && e.type === "block") queueRampage(g, e);
  const ws = [...watchersOf(g)];
  if (e.type === "zone" && e.from === "battlefield" && e.last) {
    // The object that left, and others leaving at the same time, look back in time (CR 603.10a).
    ws.push(...lookBack(e.last as LastKnown));
    for (const l of g.leftTogether ?? []) if (l.id !== (e.last as LastKnown).id) ws.push(...lookBack(l));
  }
  if (e.type === "discard") ws.push(...discardedElsewhere(g, String(e.object)));
  for (const w of ws) {
    // Triggered mana abilities resolve at once, without the stack (CR 605.4a, mana-pool.ts).
    if (w.def.when.on === "state" || w.def.mana) continue;
    if (COMBAT_ON.has(w.def.when.on)) {
      if (e.type === "attack" || e.type === "block") for (const d of combatTriggered(g, w, w.def.when as CombatWhen, e)) queue(g, w, d);
      continue;
    }
    const data = triggered(g, w, w.def.when, e);
    if (!data) continue;
    if (w.def.when.on === "damage") {
      if (!mergeDamage(g, w, data)) rememberDamage(g, w, queue(g, w, data));
    } else queue(g, w, data);
  }
}

/** CR 603.8: state triggers trigger once while their condition holds, until that trigger leaves the stack. */
export function checkStateTriggers(g: Game): void {
  // Checked whenever a player would receive priority: in a game whose cards have no state
  // trigger (the index above), no permanent can have one, and the battlefield isn't looked at.
  if (!triggerIndex(g).state) return;
  for (const w of watchersOf(g)) {
    if (w.def.when.on !== "state") continue;
    const key = `${w.id}|${w.key}`;
    if (g.state.stateTriggers.includes(key)) continue;
    if (!w.def.when.test(g, w.obj!)) continue;
    g.state.stateTriggers.push(key);
    queue(g, w, { stateKey: key });
  }
}

export function forgetStateTrigger(g: Game, data: StackItem["data"]): void {
  const key = data?.stateKey;
  if (typeof key === "string") g.state.stateTriggers = g.state.stateTriggers.filter((k) => k !== key);
}

// ---- putting triggered abilities on the stack (CR 603.3) -------------------------------------

/**
 * The parts of its event a trigger's effect looks at: "that player", "that object". A
 * condition, a target or code may look at anything.
 */
function dataUsed(def: TriggerDef | undefined): string[] | "all" {
  if (!def || def.condition || def.targets?.length) return "all";
  const used = new Set<string>();
  let all = false;
  const visit = (v: unknown): void => {
    if (all) return;
    if (typeof v === "function") { all = true; return; }
    if (v === "that_player") used.add("player");
    else if (v === "that_object") used.add("object");
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      if ((v as { do?: string }).do === "code") { all = true; return; }
      Object.values(v).forEach(visit);
    }
  };
  visit(def.effect);
  return all ? "all" : [...used];
}

/** Triggers that behave the same whichever order they go in: the same ability, the same event as far as it matters. */
function allAlike(ts: PendingTrigger[]): boolean {
  const first = ts[0]!;
  const used = dataUsed(triggerDef(first.ability));
  const sig = (t: PendingTrigger) => t.ability + JSON.stringify(used === "all" ? t.data : used.map((k) => t.data[k]));
  return ts.every((t) => sig(t) === sig(first));
}

/** Who chooses a target slot: the controller, an opponent (Cuombajj Witches), or "that player" the trigger remembers (The Abyss). */
function chooserOf(spec: { chooser?: "opponent" | "that_player" }, controller: PlayerId, data?: Record<string, unknown>): PlayerId {
  if (spec.chooser === "that_player" && (data?.player === "A" || data?.player === "B")) return data.player;
  return spec.chooser === "opponent" ? other(controller) : controller;
}

/** The source of a pending trigger, or as it last existed. */
export function triggerSource(g: Game, t: { source: string; sourceLast?: LastKnown }): GameObject | undefined {
  return g.obj(t.source) ?? (t.sourceLast as unknown as GameObject | undefined);
}

/** Candidates for each target slot of a trigger, for its controller (603.3d). */
export function triggerTargetSlots(g: Game, t: PendingTrigger): { text: string; candidates: Ref[]; chooser: PlayerId }[] {
  const def = triggerDef(t.ability);
  const src = triggerSource(g, t);
  // CR 700.2c: a modal trigger has the targets of its chosen mode only.
  const specs = def?.modes ? (t.mode ? def.modes[t.mode - 1]?.targets ?? [] : []) : def?.targets ?? [];
  return specs.map((spec) => ({
    text: spec.text,
    chooser: chooserOf(spec, t.controller, t.data),
    candidates: src ? legalTargets(g, spec, chooserOf(spec, t.controller, t.data), src, t.controller) : [],
  }));
}

function toStack(g: Game, t: PendingTrigger, targets: Ref[]): void {
  const item: StackItem = {
    id: t.id, kind: "ability", name: t.name, controller: t.controller, source: t.source, sourceCard: t.sourceCard,
    ability: t.ability, targets, data: t.data, ...(t.sourceLast ? { sourceLast: t.sourceLast } : {}),
    ...(t.mode ? { choices: { mode: t.mode } } : {}),
  };
  g.state.pendingTriggers = g.state.pendingTriggers.filter((x) => x.id !== t.id);
  g.state.stack.push(item);
  const mode = t.mode ? triggerDef(t.ability)?.modes?.[t.mode - 1] : undefined;
  // The ability's own words, its source named, so that a log line says what it will do.
  const words = mode ? undefined : triggerDef(t.ability)?.text;
  g.emit("trigger", `${t.name}'s ability triggers${mode ? ` (${mode.text})` : ""}${targets.length ? ` targeting ${targets.map((r) => (g.isPlayer(r) ? g.player(r).name : g.obj(r)?.name ?? r)).join(", ")}` : ""}${words ? `: "${selfNamed(words, t.name)}"` : ""}`, { item: t.id, targets });
}

/** The next trigger `p` puts on the stack, in the order they chose (603.3b). */
function nextOf(g: Game, mine: PendingTrigger[], p: PlayerId): PendingTrigger {
  const order = g.state.triggerOrder?.[p] ?? [];
  for (const id of order) {
    const t = mine.find((x) => x.id === id);
    if (t) return t;
  }
  return mine[0]!;
}

/**
 * Puts waiting triggers on the stack, active player's first (APNAP, 603.3b). Returns false when
 * it stopped for a decision (an order or a target choice), which resumes `givePriority(priority)`.
 */
export function placeTriggers(g: Game, priority: PlayerId): boolean {
  const s = g.state;
  while (s.pendingTriggers.length) {
    const active = s.turn.active;
    const p = s.pendingTriggers.some((t) => t.controller === active) ? active : other(active);
    const mine = s.pendingTriggers.filter((t) => t.controller === p);
    if (mine.length > 1 && !s.triggerOrder?.[p] && !allAlike(mine)) {
      s.decision = {
        kind: "choose", player: p, prompt: "Choose the order your triggered abilities go on the stack (first listed goes on the stack first)",
        choice: { type: "order", items: mine.map((t) => t.id) }, resume: { at: "trigger_order", player: p, priority },
      };
      s.priority = null;
      return false;
    }
    let t = nextOf(g, mine, p);
    const modes = triggerDef(t.ability)?.modes;
    if (modes && !t.mode) {
      // CR 603.3c, 700.2b: the controller chooses the mode as the ability goes on the stack; a
      // mode without legal targets can't be chosen, and with none the ability is removed.
      const allowed = legalTriggerModes(g, t);
      if (allowed.length === 0) {
        s.pendingTriggers = s.pendingTriggers.filter((x) => x.id !== t.id);
        forgetStateTrigger(g, t.data);
        g.emit("trigger_removed", `${t.name}'s ability has no mode that can be chosen and is removed`, { item: t.id });
        continue;
      }
      if (allowed.length > 1) {
        s.decision = {
          kind: "choose", player: t.controller, prompt: `Choose one for ${t.name}'s ability`,
          choice: { type: "mode", options: modes.map((m) => m.text), ...(allowed.length < modes.length ? { allowed } : {}) },
          resume: { at: "trigger_choice", trigger: t.id, priority }, source: t.source,
        };
        s.priority = null;
        return false;
      }
      t = setTriggerMode(g, t, allowed[0]!); // the only mode that can be chosen: not asked
    }
    const slots = triggerTargetSlots(g, t);
    if (slots.some((sl) => sl.candidates.length === 0)) {
      // CR 603.3d: no legal target: the ability is removed.
      s.pendingTriggers = s.pendingTriggers.filter((x) => x.id !== t.id);
      forgetStateTrigger(g, t.data);
      g.emit("trigger_removed", `${t.name}'s ability has no legal target and is removed`, { item: t.id });
      continue;
    }
    if (slots.some((sl) => sl.candidates.length > 1)) {
      s.decision = {
        kind: "choose", player: slots[0]!.chooser, prompt: `Choose targets for ${t.name}'s ability: ${slots.map((sl) => sl.text).join(", ")}`,
        choice: { type: "targets", slots: slots.map((sl) => ({ text: sl.text, candidates: sl.candidates })) },
        resume: { at: "trigger_choice", trigger: t.id, priority }, source: t.source,
      };
      s.priority = null;
      return false;
    }
    toStack(g, t, slots.map((sl) => sl.candidates[0]!));
  }
  if (s.triggerOrder) delete s.triggerOrder;
  return true;
}

/** Answers a trigger-order decision: the ids (or sources) in the order chosen. */
export function answerTriggerOrder(g: Game, p: PlayerId, answer: Answer, items: string[]): string | null {
  const given = answer.order ?? answer.cards ?? [];
  const chosen: string[] = [];
  for (const ref of given) {
    const direct = items.find((id) => id === ref && !chosen.includes(id));
    const bySource = items.find((id) => {
      if (chosen.includes(id)) return false;
      const t = g.state.pendingTriggers.find((x) => x.id === id);
      const o = g.obj(ref);
      return !!t && (t.source === ref || (!!o && o.card === t.sourceCard));
    });
    const pick = direct ?? bySource;
    if (!pick) return `"${ref}" is not one of your triggered abilities waiting to go on the stack`;
    chosen.push(pick);
  }
  if (chosen.length !== items.length) return `Order all ${items.length} of your triggered abilities (first to go on the stack first)`;
  g.state.triggerOrder = { ...(g.state.triggerOrder ?? {}), [p]: chosen };
  return null;
}

/** The modes of a modal trigger that can be chosen now: those whose every target has a legal choice (CR 700.2b). */
function legalTriggerModes(g: Game, t: PendingTrigger): number[] {
  const modes = triggerDef(t.ability)?.modes ?? [];
  return modes.map((_m, i) => i + 1).filter((mode) => triggerTargetSlots(g, { ...t, mode }).every((sl) => sl.candidates.length > 0));
}

function setTriggerMode(g: Game, t: PendingTrigger, mode: number): PendingTrigger {
  const next = { ...t, mode };
  g.state.pendingTriggers = g.state.pendingTriggers.map((x) => (x.id === t.id ? next : x));
  return next;
}

/** Answers a modal trigger's mode (CR 603.3c); its targets are asked next, as it goes on the stack. */
export function answerTriggerMode(g: Game, triggerId: string, answer: Answer): string | null {
  const t = g.state.pendingTriggers.find((x) => x.id === triggerId);
  if (!t) return "That triggered ability is no longer waiting";
  const mode = answer.value;
  if (typeof mode !== "number" || !legalTriggerModes(g, t).includes(mode)) return "That mode can't be chosen";
  setTriggerMode(g, t, mode);
  return null;
}

/** Answers a trigger's target choice; puts it on the stack. */
export function answerTriggerTargets(g: Game, triggerId: string, answer: Answer): string | null {
  const t = g.state.pendingTriggers.find((x) => x.id === triggerId);
  if (!t) return "That triggered ability is no longer waiting";
  const slots = triggerTargetSlots(g, t);
  const refs = answer.cards ?? [];
  if (refs.length !== slots.length) return `Choose ${slots.length} target${slots.length > 1 ? "s" : ""}: ${slots.map((s) => s.text).join(", ")}`;
  for (let i = 0; i < slots.length; i++) {
    if (!slots[i]!.candidates.includes(refs[i]!)) return `Illegal target for ${slots[i]!.text}`;
  }
  toStack(g, t, refs);
  return null;
}
