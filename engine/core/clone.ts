/**
 * A deep copy of a game state, written for its shape: most of a state is many small flat
 * objects, and copying them field by field is several times faster than a generic deep copy.
 */
import type { GameObject, GameState, PlayerState, StackItem, TurnHistory } from "./state";

/** Deep copy of plain JSON data (used for the rarely changing, irregular parts). */
export function deepCopy<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = deepCopy(x);
  }
  return out as T;
}

/**
 * A copy of an object to change. Its counters, lists and choices are shared with the original:
 * the kernel never changes them in place, it replaces them (and they are frozen while shared).
 */
function copyObject(o: GameObject): GameObject {
  return { ...o };
}

/**
 * Objects are copied on write. A state made by cloneState shares its objects map and every
 * object with the state it came from. Shared objects are frozen, and a shared map is made
 * non-extensible: the first change to an object copies it (and the map) into the state being
 * changed, and a write that forgot to copy first fails loudly (strict mode) instead of changing
 * another state. Invariant: every object in a shared map is frozen.
 *
 * (No WeakMap keyed by states here: one entry per action made the garbage collector's work
 * grow several times.)
 */
const isShared = (objects: Record<string, GameObject>): boolean => !Object.isExtensible(objects);

/** The map copied most recently, and the ids of the objects put into it since (copies and new objects). */
let freshMap: Record<string, GameObject> | null = null;
let freshIds: string[] = [];

function freezeObject(o: GameObject): void {
  if (Object.isFrozen(o)) return;
  Object.freeze(o.counters);
  if (o.damagedBy) Object.freeze(o.damagedBy);
  if (o.chosen) Object.freeze(o.chosen);
  if (o.links) Object.freeze(o.links);
  if (o.blocking) Object.freeze(o.blocking);
  if (o.blockedBy) Object.freeze(o.blockedBy);
  Object.freeze(o);
}

/**
 * Makes the objects of `s` shareable: frozen, their map listed as shared. Cheap when nothing
 * was copied since the last time; apply's result is shared this way before it is returned.
 */
export function shareObjects(s: GameState): void {
  if (isShared(s.objects)) return;
  if (freshMap === s.objects) {
    for (const id of freshIds) {
      const o = s.objects[id];
      if (o) freezeObject(o);
    }
    freshMap = null;
    freshIds = [];
  } else {
    // A state of unknown history (a new game, a deserialized one): every object.
    for (const id in s.objects) freezeObject(s.objects[id]!);
  }
  Object.preventExtensions(s.objects);
}

/** The objects map of `s`, copied first if it is shared: for adding or removing objects. */
export function writableObjects(s: GameState): Record<string, GameObject> {
  if (isShared(s.objects)) {
    // A plain loop: several times faster than a spread for a map of this size.
    const objects: Record<string, GameObject> = {};
    for (const id in s.objects) objects[id] = s.objects[id]!;
    s.objects = objects;
    freshMap = objects;
    freshIds = [];
  }
  return s.objects;
}

/**
 * The physical cards, shared by every later state: frozen (the list and each card), so a write
 * in place throws instead of changing earlier states, and so that the state hash's canonical
 * JSON of them is computed once per list (core/sha256.ts caches frozen values). The list is
 * replaced, never changed, when a card is learnt, made or changes owner (game.ts, hidden.ts).
 */
function shareCards(cards: GameState["cards"]): GameState["cards"] {
  if (Object.isFrozen(cards)) return cards;
  for (const c of cards) Object.freeze(c);
  return Object.freeze(cards) as GameState["cards"];
}

/** Adds a newly made object to `s`. */
export function addObject(s: GameState, o: GameObject): void {
  const objects = writableObjects(s);
  objects[o.id] = o;
  if (objects === freshMap) freshIds.push(o.id);
}

/** Removes an object from `s`. */
export function removeObject(s: GameState, id: string): void {
  delete writableObjects(s)[id];
}

function copyItem(i: StackItem): StackItem {
  return deepCopy(i);
}

/**
 * A copy of the state for the next action. The objects (and their map) are shared with the
 * original until one side changes one: see writableObject. Everything else is copied.
 */
export function cloneState(s: GameState): GameState {
  shareObjects(s);
  // Every field written out, always in the same order: the copies all have one shape, which
  // keeps the engine's property accesses monomorphic (a spread of states of varying shapes is
  // several times slower).
  const out: GameState = {
    v: s.v,
    rules: { ...s.rules },
    rng: s.rng,
    nextId: s.nextId,
    nextTimestamp: s.nextTimestamp,
    cards: shareCards(s.cards), // physical cards never change during a game
    objects: s.objects,
    players: { A: copyPlayer(s.players.A), B: copyPlayer(s.players.B) },
    battlefield: s.battlefield.slice(),
    stack: s.stack.length ? s.stack.map(copyItem) : [],
    turn: { number: s.turn.number, active: s.turn.active, step: s.turn.step, serial: s.turn.serial },
    firstPlayer: s.firstPlayer,
    priority: s.priority,
    passed: s.passed.slice(),
    decision: s.decision ? deepCopy(s.decision) : null,
    pendingTriggers: s.pendingTriggers.length ? deepCopy(s.pendingTriggers) : [],
    effects: s.effects.length ? deepCopy(s.effects) : [],
    shields: s.shields.length ? s.shields.map((x) => ({ ...x })) : [],
    stateTriggers: s.stateTriggers.slice(),
    extraTurns: s.extraTurns.slice(),
    combatHadFirstStrike: s.combatHadFirstStrike,
    attackersDeclared: s.attackersDeclared,
    assignments: deepCopy(s.assignments),
    history: copyHistory(s.history),
    outcome: s.outcome ? { ...s.outcome } : null,
    skipDrawTurn: s.skipDrawTurn,
  };
  // The rare optional fields come last.
  if (s.coins) out.coins = [...s.coins];
  if (s.tokens !== undefined) out.tokens = s.tokens;
  if (s.tokenKinds) out.tokenKinds = s.tokenKinds; // replaced, never changed in place
  if (s.tokensAway) out.tokensAway = true;
  if (s.triggerOrder) out.triggerOrder = deepCopy(s.triggerOrder);
  if (s.castSnapshot !== undefined) out.castSnapshot = s.castSnapshot;
  if (s.manaUndo) out.manaUndo = s.manaUndo; // replaced, never changed in place
  if (s.external) out.external = { randoms: s.external.randoms.slice(), ...(s.external.shuffled ? { shuffled: s.external.shuffled.slice() } : {}), ...(s.external.shown ? { shown: s.external.shown } : {}) };
  if (s.delayed) out.delayed = s.delayed.slice(); // entries are replaced, never changed in place
  if (s.specialMana) out.specialMana = s.specialMana.slice();
  if (s.specialPay) out.specialPay = s.specialPay.slice();
  if (s.ruleEffects) out.ruleEffects = s.ruleEffects.slice(); // entries are never changed in place
  if (s.phasedOut) out.phasedOut = s.phasedOut.slice();
  if (s.main) out.main = s.main; // CR 729.1a: the discontinued main game is never changed while it waits
  return out;
}

/**
 * The turn history's copy: its lists and records are replaced, never changed in place, so they
 * are shared; the activation counts are changed in place, so they are copied. Written out field
 * by field like the state: a spread of histories of varying shapes (fields appear as the turn
 * goes) is several times slower, on every action.
 */
function copyHistory(h: TurnHistory): TurnHistory {
  const out: TurnHistory = { activations: { ...h.activations } };
  if (h.attacked) out.attacked = h.attacked;
  if (h.couldAttack) out.couldAttack = h.couldAttack;
  if (h.untappedAtStart) out.untappedAtStart = h.untappedAtStart;
  if (h.blocked) out.blocked = h.blocked;
  if (h.blocks) out.blocks = h.blocks;
  if (h.died) out.died = h.died;
  if (h.damage) out.damage = h.damage;
  if (h.drawn) out.drawn = h.drawn;
  if (h.cast) out.cast = h.cast;
  if (h.costTaps) out.costTaps = h.costTaps;
  if (h.untappedLands) out.untappedLands = h.untappedLands;
  if (h.latestTurn) out.latestTurn = h.latestTurn;
  if (h.damagedPlayers) out.damagedPlayers = h.damagedPlayers;
  return out;
}
/** Every field of TurnHistory must be copied above: a field added there and not here fails to compile. */
type HistoryCopied = "activations" | "attacked" | "couldAttack" | "untappedAtStart" | "blocked" | "blocks" | "died" | "damage" | "drawn" | "cast" | "costTaps" | "untappedLands" | "latestTurn" | "damagedPlayers";
const historyFieldsCopied: Exclude<keyof TurnHistory, HistoryCopied> extends never ? true : false = true;
void historyFieldsCopied;

function copyPlayer(pl: PlayerState): PlayerState {
  const out: PlayerState = {
    id: pl.id, name: pl.name, life: pl.life, poison: pl.poison,
    manaPool: pl.manaPool.slice(), library: pl.library.slice(), hand: pl.hand.slice(), graveyard: pl.graveyard.slice(), exile: pl.exile.slice(), ante: pl.ante ? pl.ante.slice() : [],
    landsPlayed: pl.landsPlayed, drewFromEmpty: pl.drewFromEmpty, mulligans: pl.mulligans, kept: pl.kept,
  };
  if (pl.manaRestricted) out.manaRestricted = pl.manaRestricted.slice();
  if (pl.bottomed !== undefined) out.bottomed = pl.bottomed;
  if (pl.lost !== undefined) out.lost = pl.lost;
  if (pl.sideboard) out.sideboard = pl.sideboard; // replaced, never changed in place (Game.putFromOutside)
  return out;
}

/** An object of `s` that may be changed in place: copied into `s` first if another state shares it. */
export function writableObject(s: GameState, id: string): GameObject {
  const o = s.objects[id]!;
  if (!Object.isFrozen(o)) return o;
  const copy = copyObject(o);
  const objects = writableObjects(s);
  objects[id] = copy;
  if (objects === freshMap) freshIds.push(id);
  return copy;
}
