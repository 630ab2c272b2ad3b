/**
 * The rules kernel: one game state being changed by one action. Every change to the game goes
 * through these methods. Each change is offered to replacement and prevention effects first
 * (CR 614–616, replace.ts), then made, then announced as a typed event that the one trigger
 * dispatcher matches against every triggered ability (CR 603.2, triggers.ts).
 *
 * Card code calls these operations; it never writes GameState fields itself.
 */
import type { Color, GameEvent, ManaSymbol, PlayerId, Ref } from "../types";
import { other, PLAYERS } from "../types";
import type { Layer, ManaRestriction, Modification } from "../cards/types";
import { computeBattlefield, counterHolds, lingeringParts, offBattlefieldChars, type Chars } from "./layers";
import { randomInt, shuffle } from "./rng";
import { showCards } from "./showing";
import { revealBeforeDraw } from "./open-cards";
import type { Answer, Choice, ContinuousEffect, Duration, GameObject, GameState, LastKnown, PlayerState, RuleEffect, Shield, Zone } from "./state";
import { dispatch } from "./triggers";
import { recordHistory } from "./history";
import { dispatchDelayed } from "./delayed";
import { addObject, removeObject, writableObject } from "./clone";
import { UNKNOWN_CARD } from "./known";
import { destroyReplaced, diesReplaced, entersReplacements, holdsDamageReplacers, lifeAfterDamage, preventByCounters, preventDamage, replaceDamage } from "./replace";
import { bandMates } from "./banding";
import { cantEnterBattlefield } from "./player-rules";
import { discardDestination, lifeGainReplaced, replaceDraw } from "./replace-events";
import { phaseIn, phaseInUntil, phaseOut } from "./phasing";

/** What we know of a damage source, even after it left its zone (CR 113.7a, last known information). */
export interface SourceInfo {
  id: string;
  name: string;
  controller: PlayerId;
  colors: Color[];
  types: string[];
  isCreature: boolean;
}

/** A question the game must put to a player before it can go on (CR 608.2d, 616.1). */
export class NeedDecision {
  constructor(
    public player: PlayerId,
    public prompt: string,
    public choice: Choice,
    /** True when nothing has changed since the current resolution step began (see resolve.ts). */
    public atStepStart: boolean,
    public source?: string,
    /** CR 729: the question is the subgame itself, answered by its winner as it ends (core/subgame.ts). */
    public subgame?: boolean,
  ) {}
}

/** What Game.derived keeps; each module fills in its own part. */
export interface Derived {
  abilities?: Map<string, unknown>;
  sources?: Partial<Record<PlayerId, unknown>>;
  payable?: { pool: string; answers: Map<string, boolean> };
  watchers?: unknown;
  genericOrder?: Map<unknown, unknown>;
  costChanges?: unknown;
  spendAs?: unknown;
  manaTriggers?: unknown;
  playerRules?: unknown;
  /** Whether the game holds a card with a targeting restriction (targets.ts), asked per candidate. */
  targetRestrictions?: boolean;
}

/**
 * A new, empty Derived with every part present (undefined) in one order: all of them have one
 * shape whatever is filled in first, which keeps the reads of the parts, on every check, fast.
 */
const emptyDerived = (): Derived => ({
  abilities: undefined, sources: undefined, payable: undefined, watchers: undefined, genericOrder: undefined,
  costChanges: undefined, spendAs: undefined, manaTriggers: undefined, playerRules: undefined, targetRestrictions: undefined,
});

/**
 * Characteristics computed for a state, kept for the next Game over the same state object (the
 * state apply returns is then read by legalActions and the next apply). A few recent states
 * only (a WeakMap entry per action costs the garbage collector far more than it saves), with
 * the states asked for again kept longest (CLOCK replacement): a position that is searched
 * from again and again keeps its characteristics.
 */
const RECENT = 16;
const recentStates: (GameState | null)[] = new Array(RECENT).fill(null);
const recentChars: (Map<string, Chars> | null)[] = new Array(RECENT).fill(null);
const recentUsed: boolean[] = new Array(RECENT).fill(false);
let clockHand = 0;
const charsByState = {
  get(s: GameState): Map<string, Chars> | undefined {
    for (let i = 0; i < RECENT; i++) {
      if (recentStates[i] === s) {
        recentUsed[i] = true;
        return recentChars[i]!;
      }
    }
    return undefined;
  },
  set(s: GameState, c: Map<string, Chars>): void {
    for (let i = 0; i < RECENT; i++) if (recentStates[i] === s) { recentChars[i] = c; return; }
    while (recentUsed[clockHand]) {
      recentUsed[clockHand] = false;
      clockHand = (clockHand + 1) % RECENT;
    }
    recentStates[clockHand] = s;
    recentChars[clockHand] = c;
    clockHand = (clockHand + 1) % RECENT;
  },
  delete(s: GameState): void {
    for (let i = 0; i < RECENT; i++) if (recentStates[i] === s) { recentStates[i] = null; recentChars[i] = null; }
  },
};

/** The object each off-battlefield entry of a characteristics map was computed for (Game.chars). */
const offBattlefieldOf = new WeakMap<Chars, GameObject>();

/** Game.charsDerived: one entry per computation of a state's characteristics. */
const fromChars = new WeakMap<Map<string, Chars>, Map<string, unknown>>();

export class Game {
  /** Answers for questions asked while replaying the action that raised them (see actions.ts). */
  replayAnswers: Answer[] = [];
  /** Answers already given to the resolution step being run, and the version it began at (resolve.ts). */
  stepAnswers: Answer[] = [];
  /** While set, every mana spent from a pool is noted here ("the mana you spent on {X}", cast.ts). */
  spentLog: ManaSymbol[] | null = null;
  stepStart: number | null = null;
  /** The resolving item's progress while a step runs (resolve.ts), for `stepCheckpoint`. */
  stepProgress: { answers: Answer[] } | null = null;
  /** Objects that left the battlefield during this action, as they last existed (CR 608.2h). */
  departed = new Map<string, LastKnown>();
  /** Increases with every change; a resolution step compares it to know whether it changed anything. */
  version = 0;
  private cache: Map<string, Chars> | null;
  private derivedAt = 0; // the version the (empty) values below are for
  private derivedValues: Derived = emptyDerived();
  private computing: Map<string, Chars> | null = null;

  constructor(public state: GameState, public events: GameEvent[] = []) {
    this.cache = charsByState.get(state) ?? null;
  }

  /** Objects that already left the battlefield in the current simultaneous event, as they last existed. */
  leftTogether: LastKnown[] | null = null;

  /**
   * Runs `fn` as one simultaneous event: permanents leaving during it still "see" each other,
   * since leaves-the-battlefield abilities look back in time (CR 603.10a).
   */
  simultaneously(fn: () => void): void {
    const outer = this.leftTogether;
    this.leftTogether = outer ?? [];
    try {
      fn();
    } finally {
      if (!outer) this.leftTogether = null;
    }
  }

  // ---- change tracking -----------------------------------------------------------------------

  /** Something that may change characteristics changed: computed characteristics are stale. */
  touch(): void {
    this.version++;
    if (this.cache) {
      this.cache = null;
      charsByState.delete(this.state);
    }
  }

  /** Drops what was computed for a state changed outside the kernel (scenario setup, tests). */
  static forget(state: GameState): void {
    charsByState.delete(state);
  }

  /** Carries this state's computed characteristics over to a copy of it (apply's clone). */
  static shareCache(from: GameState, to: GameState): void {
    const c = charsByState.get(from);
    if (c) charsByState.set(to, c);
  }

  /**
   * Values derived from the state and kept until the next change (version): activated
   * abilities, mana sources, what automatic payment can pay, triggered abilities.
   */
  derived(): Derived {
    if (this.derivedAt !== this.version) {
      this.derivedAt = this.version;
      this.derivedValues = emptyDerived();
    }
    return this.derivedValues;
  }

  // ---- lookups -------------------------------------------------------------------------------

  obj(id: string): GameObject | undefined {
    return this.state.objects[id];
  }

  /**
   * The object to change in place. Objects are shared between states until one changes them
   * (clone.ts): every write goes through here, and a reference taken earlier with obj() may be
   * the old, shared copy, so read the object again after changing it.
   */
  mut(id: string): GameObject {
    this.version++; // a change: what was derived from the state before is stale
    return writableObject(this.state, id);
  }

  /**
   * Values derived from the characteristics alone (an object's activated abilities), kept with
   * them: for as long as the characteristics computed for a state are kept, and shared like them
   * with the states that follow while nothing touches them (legalActions asks for every
   * permanent's abilities at every priority). Undefined while they are being computed.
   */
  charsDerived(): Map<string, unknown> | undefined {
    const cache = this.cache;
    if (!cache || this.computing) return undefined;
    if (this.charsDerivedOf === cache) return this.charsDerivedMap!;
    let m = fromChars.get(cache);
    if (!m) fromChars.set(cache, (m = new Map()));
    this.charsDerivedOf = cache;
    this.charsDerivedMap = m;
    return m;
  }
  /** The last charsDerived map and the characteristics it belongs to (no WeakMap look-up per call). */
  private charsDerivedOf: Map<string, Chars> | null = null;
  private charsDerivedMap: Map<string, unknown> | null = null;

  chars(o: GameObject): Chars {
    if (this.computing) {
      const c = this.computing.get(o.id);
      if (c) return c;
      if (o.zone === "battlefield" && !o.phasedOut) throw new Error(`characteristics of ${o.name} asked before they exist`);
      return offBattlefieldChars(this, o);
    }
    let cache = this.cache;
    if (!cache) {
      cache = new Map();
      this.computing = cache;
      try {
        computeBattlefield(this, cache);
      } finally {
        this.computing = null;
      }
      this.cache = cache;
      charsByState.set(this.state, cache);
    }
    let c = cache.get(o.id);
    // An entry for an object off the battlefield is good only for that very object: the map is
    // shared with copies of the state (shareCache) until one of them changes, and a copy may give
    // the same id to another card (ids come from each state's own counter) before it does.
    if (!c || (o.zone !== "battlefield" && offBattlefieldOf.get(c) !== o)) {
      c = offBattlefieldChars(this, o);
      offBattlefieldOf.set(c, o);
      cache.set(o.id, c);
    }
    return c;
  }

  player(p: PlayerId): PlayerState {
    return this.state.players[p];
  }

  isPlayer(ref: Ref): ref is PlayerId {
    return ref === "A" || ref === "B";
  }

  battlefield(): GameObject[] {
    return this.state.battlefield.map((id) => this.state.objects[id]!);
  }

  creatures(): GameObject[] {
    return this.battlefield().filter((o) => this.chars(o).types.includes("Creature"));
  }

  controls(p: PlayerId, test: (o: GameObject, c: Chars) => boolean): boolean {
    return this.battlefield().some((o) => this.chars(o).controller === p && test(o, this.chars(o)));
  }

  /** Whether `p` controls a land with this subtype now ("as long as you control a Forest"). */
  controlsLandType(p: PlayerId, subtype: string): boolean {
    return this.controls(p, (_o, c) => c.types.includes("Land") && c.subtypes.includes(subtype));
  }

  sourceInfo(ref: GameObject): SourceInfo {
    const o = this.state.objects[ref.id] ?? ref;
    const c = this.chars(o);
    return { id: o.id, name: o.name, controller: c.controller, colors: c.colors, types: c.types, isCreature: c.types.includes("Creature") };
  }

  lastKnown(ref: GameObject): LastKnown {
    const o = this.state.objects[ref.id] ?? ref; // the current copy, whatever reference was kept (see mut)
    const c = this.chars(o);
    return {
      id: o.id, card: o.card, name: o.name, owner: o.owner, controller: c.controller, colors: [...c.colors], types: [...c.types],
      subtypes: [...c.subtypes], power: c.power, toughness: c.toughness, manaValue: c.manaValue, tapped: o.tapped,
      ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}), ...(o.links ? { links: [...o.links] } : {}),
      ...(o.blocking ? { blocking: [...o.blocking] } : {}), ...(o.blockedBy ? { blockedBy: [...o.blockedBy] } : {}),
      counters: { ...o.counters }, abilities: [...c.abilities], ...(o.damagedBy ? { damagedBy: [...o.damagedBy] } : {}),
      ...(o.chosen ? { chosen: { ...o.chosen } } : {}),
    };
  }

  /** Records an event and matches it against every triggered ability (CR 603.2). */
  emit(type: string, text: string, extra: Record<string, unknown> = {}): void {
    const e: GameEvent = { type, text, ...extra };
    this.events.push(e);
    recordHistory(this, e); // "this turn" records (history.ts), before anything triggers on it
    dispatch(this, e);
    if (this.state.delayed) dispatchDelayed(this, e); // CR 603.7
  }

  newId(prefix = "o"): string {
    return prefix + this.state.nextId++;
  }

  timestamp(): number {
    return this.state.nextTimestamp++;
  }

  // ---- questions -----------------------------------------------------------------------------

  /**
   * Asks a player during an operation. While the action that raised the question is replayed
   * with its answers (actions.ts), the next answer is returned; otherwise the game stops here.
   */
  ask(player: PlayerId, prompt: string, choice: Choice, source?: string): Answer {
    const a = this.stepAnswers.shift() ?? this.replayAnswers.shift();
    if (a) return a;
    throw new NeedDecision(player, prompt, choice, this.stepStart !== null && this.stepStart === this.version, source);
  }

  /**
   * Inside a resolution step: what the step has done so far stands, and a question asked from here
   * on is asked at a step start (the state shown with it holds what was done, CR 608.2). The step
   * must then skip what it already did when it runs again with the answer (effects.ts "draw").
   * Returns false outside a resolution step.
   */
  stepCheckpoint(): boolean {
    if (this.stepStart === null || !this.stepProgress) return false;
    this.stepProgress.answers = [...this.stepAnswers]; // the answers given so far were used
    this.stepStart = this.version;
    return true;
  }

  // ---- zones ---------------------------------------------------------------------------------

  private zoneList(o: GameObject): string[] | null {
    if (o.zone === "battlefield") return this.state.battlefield;
    if (o.zone === "stack") return null; // stack items are kept in state.stack
    return this.player(o.owner)[o.zone];
  }

  /**
   * Moves an object to another zone. It becomes a new object with a new id (CR 400.7).
   * Cards in hand, library, graveyard and exile are always in their owner's zone (CR 400.3).
   */
  move(id: string, to: Zone, opts: { controller?: PlayerId; bottom?: boolean; tapped?: boolean; index?: number; cause?: string; chosen?: GameObject["chosen"]; attachTo?: Ref; counters?: Record<string, number>; x?: number; faceDown?: boolean; masked?: boolean } = {}): GameObject {
    const o = this.obj(id)!;
    if (o.phasedOut) return o; // CR 702.26b: nothing affects a phased-out permanent
    const from = o.zone;
    // CR 614.17d (Worms of the Earth, "lands can't enter the battlefield"): the move doesn't happen
    // and the card stays where it is; a permanent spell goes to its owner's graveyard instead.
    if (to === "battlefield" && from !== "battlefield" && cantEnterBattlefield(this, o)) {
      return from === "stack" ? this.move(id, "graveyard", { cause: opts.cause }) : o;
    }
    const controller = to === "battlefield" || to === "stack" ? (opts.controller ?? o.owner) : o.owner;
    // CR 614.1c–d, 614.12: "enters tapped", "as this enters, choose ..." apply as it enters; the
    // choices are made before anything changes.
    // A face-down spell has no abilities (CR 708.2a): no "as this enters" applies to it (ruling).
    const entering = to === "battlefield" ? (o.faceDown && from === "stack" ? { tapped: false } : entersReplacements(this, o, controller, opts.chosen, opts.x)) : null;
    // CR 614.1c: "... instead of onto the battlefield" (Frankenstein's Monster): it goes there instead.
    if (entering?.instead && from !== "battlefield") return this.move(id, entering.instead, { cause: opts.cause });
    const last = from === "battlefield" ? this.lastKnown(o) : undefined;
    // "If this leaves the battlefield, this effect continues until end of turn" (Titania's Song).
    if (last && this.chars(o).def?.statics?.some((st) => st.lingers)) {
      for (const part of lingeringParts(this, o, this.cache!)) this.addEffect({ id: o.id, controller: last.controller }, part.layer, [part.id], part.mod, { until: "end_of_turn" });
    }
    // CR 113.7a: abilities of this permanent waiting or on the stack keep its last known state.
    if (last) {
      for (const it of this.state.stack) if (it.kind === "ability" && it.source === id) it.sourceLast = last;
      for (const t of this.state.pendingTriggers) if (t.source === id) t.sourceLast = last;
    }
    const list = this.zoneList(o);
    if (list) {
      const at = list.indexOf(id);
      if (at >= 0) list.splice(at, 1);
    }
    if (from === "stack") this.state.stack = this.state.stack.filter((s) => s.id !== id);
    removeObject(this.state, id);
    // Characteristics of permanents can change only when the battlefield does.
    if (from === "battlefield" || to === "battlefield") this.touch();
    else this.version++;

    const n: GameObject = {
      // CR 400.7, 707.2: a copy is a copy only where it is; elsewhere it has its own printed name again.
      id: this.newId(), card: o.card, name: o.copy?.printed ?? o.name, owner: o.owner, controller, baseController: controller,
      zone: to, tapped: false, sick: to === "battlefield", damage: 0, counters: {}, timestamp: this.timestamp(),
    };
    // CR 406.3: "exile ... face down": only a move to exile may turn a card face down; any later
    // move makes a new, face-up object (CR 400.7).
    if (opts.faceDown && to === "exile") n.faceDown = true;
    // CR 708.4: a spell cast face down (Illusionary Mask) is a face-down spell, and becomes a face-down
    // permanent as it resolves; anything else it does makes a new, face-up object (CR 400.7, 708.11).
    if (opts.faceDown && to === "stack") n.faceDown = true;
    if (o.faceDown && from === "stack" && to === "battlefield") n.faceDown = true;
    if (n.faceDown && to !== "exile" && (opts.masked || o.masked)) n.masked = true;
    addObject(this.state, n);
    // A token or spell copy put into another zone ceases to exist at the next check (CR 704.5d, 707.10a).
    if (n.card < 0 && to !== "battlefield" && to !== "stack") this.state.tokensAway = true;
    // CR 400.7a: effects of spells and abilities that changed a permanent spell on the stack
    // (a Deathlaced creature spell) go on applying to the permanent it becomes.
    if (from === "stack" && entering && this.state.effects.some((e) => e.objects.includes(id))) {
      this.state.effects = this.state.effects.map((e) => (e.objects.includes(id) ? { ...e, objects: [...e.objects, n.id] } : e));
    }
    if (entering) {
      n.tapped = !!opts.tapped || entering.tapped;
      if (entering.chosen) n.chosen = entering.chosen;
      // A player or value the effect that puts it onto the battlefield names for it ("that player", Takklemaggot).
      else if (opts.chosen) n.chosen = { ...opts.chosen };
      if (entering.copy) { n.name = entering.copy.name; n.copy = entering.copy.copy; } // CR 707.5: enters as a copy
      if (entering.counters) n.counters = entering.counters; // CR 614.1c, 122.6: enters with counters
      if (opts.counters) n.counters = { ...n.counters, ...opts.counters }; // "returns with the noted counters" (CR 122.6)
      if (opts.x !== undefined) n.x = opts.x; // CR 107.3m: the X of the spell it was, for its enters abilities
      // An Aura spell enters attached to what it targets (CR 303.4f, 608.3): its "when this enters"
      // abilities see what it enchants.
      if (opts.attachTo !== undefined) n.attachedTo = opts.attachTo;
      this.state.battlefield.push(n.id);
      this.touch();
    } else if (to !== "stack" && to !== "battlefield") {
      const zone = this.player(o.owner)[to];
      if (opts.index !== undefined) zone.splice(opts.index, 0, n.id);
      else if (opts.bottom) zone.push(n.id);
      else if (to === "library") zone.unshift(n.id); // library index 0 is the top
      else zone.push(n.id); // graveyard and exile grow on top (end of list)
    }
    if (last) {
      this.departed.set(id, last);
      this.leftBattlefield(o);
      this.leftTogether?.push(last);
      // CR 610.3, 702.26c: what phased out "until this leaves the battlefield" phases in now (Oubliette).
      if (this.state.phasedOut) phaseInUntil(this, id);
    }
    // CR 406.3: a card going face down is named to nobody; one coming back from face down is named
    // by its event, which is `faceDown` so that a log shows it only where it is seen (its owner's hand).
    const hiddenMove = !!n.faceDown || !!o.faceDown;
    this.emit("zone", n.faceDown ? `A card moves from ${from} to ${to} face down` : `${o.name} moves from ${from} to ${to}`, { from, to, object: n.id, old: id, card: n.card, ...(hiddenMove ? { faceDown: true } : {}), ...(last ? { last } : {}), ...(opts.cause ? { cause: opts.cause } : {}) });
    if (last && to === "graveyard" && last.types.includes("Creature")) {
      this.emit("dies", `${o.name} dies`, { object: n.id, old: id });
    }
    // CR 614.1a: "... puts that land onto the battlefield then sacrifices a land of their choice" (Land Equilibrium).
    for (const pick of entering?.sacrificeAfter ?? []) {
      const x = pick === id ? n.id : pick;
      if (this.obj(x)?.zone === "battlefield") this.sacrifice(x);
    }
    return n;
  }

  private leftBattlefield(old: GameObject): void {
    // It is removed from combat (CR 506.4): an attacker it blocked stays blocked (509.1h), and a
    // creature that blocked it stays a blocking creature; it just has no attacker to deal damage to.
    for (const b of this.battlefield()) {
      if (b.blockedBy?.includes(old.id)) this.mut(b.id).blockedBy = b.blockedBy.filter((x) => x !== old.id);
    }
    // Shields and "until end of turn" effects on it end: the new object is a new object (CR 400.7).
    const gone = (r: string | "all") => r === old.id;
    if (this.state.shields.some((s) => gone(s.affects))) this.state.shields = this.state.shields.filter((s) => !gone(s.affects));
  }

  // ---- players and cards ---------------------------------------------------------------------

  /** `drawStep`: the draw step's turn-based draw (CR 504.1), the first card drawn in that step. */
  draw(p: PlayerId, n = 1, opts: { drawStep?: boolean } = {}): void {
    for (let i = 0; i < n; i++) {
      // CR 121.6, 614.11: each card drawn is one event a replacement effect may replace (W11b).
      if (replaceDraw(this, p, !!opts.drawStep && i === 0)) continue;
      this.drawOne(p);
    }
  }

  /** Draws one card with no replacement applied (a replacement's own "draw a card", replace-events.ts). */
  drawOne(p: PlayerId): void {
    revealBeforeDraw(this, p); // a library's top card played revealed (open-cards.ts)
    const pl = this.player(p);
    const top = pl.library[0];
    if (top === undefined) {
      pl.drewFromEmpty = true; // CR 704.5b: checked as a state-based action
      this.emit("draw_empty", `${pl.name} has no card to draw`, { player: p });
      return;
    }
    const card = this.move(top, "hand");
    this.emit("draw", `${pl.name} draws a card`, { player: p, object: card.id });
  }

  /**
   * `notEffect`: a cost's or the cleanup step's discard (Library of Leng applies to effects only).
   * `cause`: the controller of the spell or ability whose effect makes the player discard (CR 701.9;
   * Psychic Purge); by default the resolving spell's or ability's controller, none for `notEffect`.
   * The "discard" event carries it as `cause`.
   */
  discard(p: PlayerId, id: string, opts: { notEffect?: boolean; cause?: PlayerId } = {}): void {
    const o = this.obj(id)!;
    // CR 614.1a (W11b): "discard it, but you may put it on top of your library instead".
    const to = opts.notEffect ? "graveyard" : discardDestination(this, p, id);
    const n = this.move(id, to);
    const cause = opts.notEffect ? undefined : opts.cause ?? this.resolvingController();
    this.emit("discard", `${this.player(p).name} discards ${o.name}`, { player: p, object: n.id, ...(cause ? { cause } : {}) });
  }

  /** The controller of the spell or ability whose resolution step is running now (resolve.ts), if any. */
  private resolvingController(): PlayerId | undefined {
    return this.stepProgress ? this.state.stack[this.state.stack.length - 1]?.controller : undefined;
  }

  discardAtRandom(p: PlayerId, n: number, opts: { notEffect?: boolean } = {}): void {
    for (let i = 0; i < n; i++) {
      const hand = this.player(p).hand;
      if (hand.length === 0) return;
      this.discard(p, hand[randomInt(this.state, hand.length)]!, opts);
    }
  }

  mill(p: PlayerId, n: number): void {
    for (let i = 0; i < n; i++) {
      const top = this.player(p).library[0];
      if (top === undefined) return;
      this.move(top, "graveyard");
    }
  }

  shuffleLibrary(p: PlayerId): void {
    this.shuffleQuietly(p);
    this.emit("shuffle", `${this.player(p).name} shuffles their library`, { player: p });
  }

  /**
   * Randomizes a library (CR 701.20). With random results from outside (hidden information), the
   * two programs shuffle it together: this copy keeps the order of the slots and forgets every
   * card in it, its owner's included (no one knows a library's order).
   */
  shuffleQuietly(p: PlayerId): void {
    const lib = this.player(p).library;
    if (!this.state.external) return shuffle(this.state, lib);
    const cards = lib.map((id) => this.obj(id)!.card);
    this.state.external.shuffled = [...(this.state.external.shuffled ?? []), { player: p, cards }];
    for (const id of lib) if (this.obj(id)!.name !== UNKNOWN_CARD) this.mut(id).name = UNKNOWN_CARD;
    const forgotten = new Set(cards);
    if (this.state.cards.some((c, i) => forgotten.has(i) && c.name !== UNKNOWN_CARD)) {
      this.state.cards = this.state.cards.map((c, i) => (forgotten.has(i) && c.name !== UNKNOWN_CARD ? { ...c, name: UNKNOWN_CARD } : c));
    }
    this.touch();
  }

  /**
   * Puts cards already in a player's library on top of it in this order, the first on top ("put
   * them back in any order"): the same cards in the same zone, so the same objects (CR 400.7 needs
   * a zone change).
   */
  reorderLibraryTop(p: PlayerId, ids: string[]): void {
    const lib = this.player(p).library;
    const top = ids.filter((id) => lib.includes(id));
    const rest = lib.filter((id) => !top.includes(id));
    lib.splice(0, lib.length, ...top, ...rest);
    this.version++;
    this.emit("reorder", `${this.player(p).name} puts ${top.length} card${top.length === 1 ? "" : "s"} back on top of their library`, { player: p });
  }

  /**
   * Shows cards to every player (CR 701.20a): recorded as an event; nothing moves. In network
   * play with hidden cards, the programs show them first (showing.ts `showCards`); `shownWithAnswer`:
   * the cards were already shown with the answer that chose them (a search that reveals the cards
   * found, decisions.ts `searchProblem`), nothing more to show.
   */
  reveal(p: PlayerId, ids: string[], what = "reveals", o: { shownWithAnswer?: boolean } = {}): void {
    if (!o.shownWithAnswer) showCards(this.state, "all", ids);
    const names = ids.map((id) => this.obj(id)?.name ?? "a card");
    this.emit("reveal", `${this.player(p).name} ${what} ${names.length ? names.join(", ") : "nothing"}`, { player: p, cards: [...ids] });
  }

  /**
   * Player `p` looks at cards (CR 701.20e: shown to that player alone), before the effect goes on
   * with them; in network play the programs show them to `p` first (showing.ts `showCards`).
   */
  lookAt(p: PlayerId, ids: string[]): void {
    showCards(this.state, p, ids);
  }

  /**
   * CR 723.2, 723.5: `by` controls `player` until stack item `itemId` finishes resolving (Word of
   * Command): the decisions asked of `player` meanwhile are answered by `by` (player-control.ts).
   */
  controlPlayer(itemId: string, player: PlayerId, by: PlayerId): void {
    const item = this.state.stack.find((i) => i.id === itemId);
    if (!item || player === by) return; // CR 723.9: controlling oneself changes nothing
    item.controls = { player, by };
    this.version++;
    this.emit("control", `${this.player(by).name} controls ${this.player(player).name} until ${item.name} finishes resolving`, { player, by });
  }

  /** A uniform random integer in [0, n) from the game's generator. */
  random(n: number): number {
    // The generator's state changed: a question asked after this in the same resolution step is not
    // at the step's start, so the step is not run again from a generator that already moved on
    // (the whole action is replayed instead, from the same seed: resolve.ts, actions.ts).
    this.version++;
    return randomInt(this.state, n);
  }

  /**
   * CR 705: the player flips a coin and calls it; the result is "won" or "lost" for them. `says`:
   * the log's words for each result, when the flip stands for something else (a dexterity card's
   * turning over, engine/cards/dexterity.ts), and `odds` its chance of "won", `[k, n]`: k in n
   * (a fair coin's 1 in 2 by default). A scenario's `coins` gives the result either way.
   */
  flipCoin(p: PlayerId, says?: { won: string; lost: string; odds?: [number, number] }): "won" | "lost" {
    const scripted = this.state.coins?.shift();
    if (this.state.coins && !this.state.coins.length) delete this.state.coins;
    const [k, n] = says?.odds ?? [1, 2];
    const result = scripted ?? (this.random(n) < k ? "won" : "lost");
    this.emit("coin", says ? says[result] : `${this.player(p).name} ${result} a coin flip`, { player: p, result });
    return result;
  }

  gainLife(p: PlayerId, n: number): void {
    if (n <= 0) return;
    // CR 614.1a (Lich, W11b): "if you would gain life, draw that many cards instead".
    if (lifeGainReplaced(this, p, n)) return;
    this.player(p).life += n;
    this.version++;
    this.emit("life", `${this.player(p).name} gains ${n} life`, { player: p, delta: n });
  }

  loseLife(p: PlayerId, n: number): void {
    if (n <= 0) return;
    this.player(p).life -= n;
    this.version++;
    this.emit("life", `${this.player(p).name} loses ${n} life`, { player: p, delta: -n });
  }

  /** CR 122.1f: a player gets poison counters (ten or more lose the game, 704.5c). */
  addPoison(p: PlayerId, n: number): void {
    if (n <= 0) return;
    this.player(p).poison += n;
    this.version++;
    this.emit("poison", `${this.player(p).name} gets ${n} poison counter${n === 1 ? "" : "s"}`, { player: p, amount: n });
  }

  /** Adds mana; `only` restricts how it may be spent (CR 106.6, engine/core/mana-pool.ts). */
  addMana(p: PlayerId, symbols: ManaSymbol[], only?: ManaRestriction): void {
    this.player(p).manaPool.push(...symbols);
    if (only && symbols.length) { const pl = this.player(p); pl.manaRestricted = [...(pl.manaRestricted ?? []), ...symbols.map((sym) => ({ sym, only }))]; }
    if (symbols.length) this.emit("mana", `${this.player(p).name} adds ${symbols.map((s) => `{${s}}`).join("")}`, { player: p });
  }

  /** "Loses all unspent mana" (Power Sink, Mana Short). */
  emptyManaPool(p: PlayerId): void {
    this.player(p).manaPool.length = 0;
    delete this.player(p).manaRestricted;
  }

  /** CR 500.4: pools empty at the end of each step and phase; with the mana-burn option, unspent mana costs life. */
  emptyManaPools(): void {
    for (const p of PLAYERS) {
      const pool = this.player(p).manaPool;
      if (pool.length && this.state.rules.manaBurn) this.loseLife(p, pool.length);
      pool.length = 0;
      // Only when there is some: a delete is a slow call even of a missing field, and this runs at every step.
      if (this.player(p).manaRestricted) delete this.player(p).manaRestricted;
    }
  }

  /** `costOf`: tapped to pay a cost of that source's spell or ability (CR 118.3; history.ts `tappedForCostsOf`). */
  tap(id: string, costOf?: string): void {
    let o = this.obj(id);
    if (o?.masked && !o.tapped && o.zone === "battlefield" && !o.phasedOut) o = this.turnFaceUp(id); // Illusionary Mask (CR 614.1)
    if (o && !o.tapped && !o.phasedOut) {
      this.mut(id).tapped = true;
      this.touch();
      this.emit("tap", `${o.name} becomes tapped`, costOf ? { object: id, costOf } : { object: id });
    }
  }

  /**
   * CR 400.11: a card `p` owns from outside the game (their sideboard, by name) is put into their
   * hand (Ring of Ma'rûf): a new physical card. Named to its owner alone (a hidden zone move).
   * `at`: the sideboard entry taken (a network copy, which may know the entries only by position);
   * the zone event says which (`entry`).
   */
  putFromOutside(p: PlayerId, name: string, at?: number): GameObject {
    const side = this.player(p).sideboard ?? [];
    const i = at ?? side.indexOf(name);
    if (i < 0 || i >= side.length || side[i] !== name) throw new Error(`${name} is not in ${this.player(p).name}'s sideboard`);
    const rest = [...side.slice(0, i), ...side.slice(i + 1)];
    if (rest.length) this.player(p).sideboard = rest; else delete this.player(p).sideboard;
    const card = this.state.cards.length;
    this.state.cards = [...this.state.cards, { name, owner: p }]; // shared with earlier states: replaced, not changed
    const n: GameObject = {
      id: this.newId(), card, name, owner: p, controller: p, baseController: p, zone: "hand", tapped: false, sick: false,
      damage: 0, counters: {}, timestamp: this.timestamp(),
    };
    addObject(this.state, n);
    this.player(p).hand.push(n.id);
    this.version++;
    this.emit("zone", `${name === UNKNOWN_CARD ? "A card" : name} is put into ${this.player(p).name}'s hand from outside the game`, { from: "outside", to: "hand", object: n.id, card, entry: i });
    return n;
  }

  /**
   * CR 708.8: a face-down permanent is turned face up: the same object, with its own characteristics
   * from now on; nothing "enters" (no enters abilities or replacements, ruling). In a copy of a network
   * game that does not know the card, the programs reveal it first (showing.ts).
   */
  turnFaceUp(id: string): GameObject {
    const o = this.obj(id)!;
    if (!o.faceDown) return o;
    showCards(this.state, "all", [id]);
    const m = this.mut(id);
    delete m.faceDown;
    delete m.masked;
    this.touch();
    this.emit("turned_face_up", `${this.player(m.controller).name}'s face-down creature is turned face up: it is ${m.name}`, { object: id, card: m.card, player: m.controller });
    return m;
  }

  untap(id: string): void {
    const o = this.obj(id);
    if (o && o.tapped && !o.phasedOut) {
      this.mut(id).tapped = false;
      this.touch();
      if (this.state.stack.length) this.markStackSources(id, "sourceUntapped"); // CR 611.2b
      this.emit("untap", `${o.name} untaps`, { object: id });
    }
  }

  /** Puts counters of any kind on a permanent (CR 122). Negative `n` removes, down to zero. */
  addCounters(id: string, kind: string, n: number): void {
    const o = this.obj(id);
    if (!o || n === 0) return;
    const now = o.counters[kind] ?? 0;
    let next = Math.max(0, now + n);
    if (n > 0 && o.zone === "battlefield") {
      // "Can't have more than seven dream counters on it" (Rasputin Dreamweaver, ruling 2009-10-01): brought to the limit instead.
      const lim = this.chars(o).def?.counterLimit;
      if (lim && lim.kind === kind && next > lim.max) next = Math.max(now, lim.max);
    }
    if (next === now) return;
    // Replaced, not changed in place: the old record may be shared with another state.
    const counters = { ...o.counters };
    if (next === 0) delete counters[kind];
    else counters[kind] = next;
    this.mut(id).counters = counters;
    this.touch();
    const delta = next - now;
    this.emit("counters", `${delta > 0 ? `${delta} ${kind} counter${delta > 1 ? "s" : ""} put on` : `${-delta} ${kind} counter${delta < -1 ? "s" : ""} removed from`} ${o.name}`, { object: id, kind, delta });
  }

  /** Attaches an Aura to an object or player (CR 303.4f, 701.3). */
  attach(auraId: string, to: Ref): void {
    const a = this.obj(auraId);
    if (!a) return;
    this.mut(auraId).attachedTo = to;
    this.touch();
  }

  /** Links an object to another (CR 607: "the creature put onto the battlefield with this Aura"). */
  link(id: string, linked: string): void {
    const o = this.obj(id);
    if (!o) return;
    this.mut(id).links = [...(o.links ?? []), linked];
  }

  /** Records a choice made as a permanent entered or later ("the chosen number", CR 614.12). */
  setChosen(id: string, chosen: GameObject["chosen"]): void {
    const o = this.obj(id);
    if (!o) return;
    this.mut(id).chosen = { ...(o.chosen ?? {}), ...chosen };
    this.touch();
  }

  /** "Take an extra turn after this one" (CR 500.7: the most recently created is taken first). */
  addExtraTurn(p: PlayerId): void {
    this.state.extraTurns.unshift(p);
    this.emit("extra_turn", `${this.player(p).name} will take an extra turn`, { player: p });
  }

  // ---- damage --------------------------------------------------------------------------------

  /** Deals damage from a source to a player or creature (CR 120), after prevention (CR 615). */
  dealDamage(source: SourceInfo, ref: Ref, amount: number, opts: { combat?: boolean } = {}): number {
    if (amount <= 0) return 0;
    if (!this.isPlayer(ref)) {
      const o = this.obj(ref);
      if (!o || o.zone !== "battlefield" || o.phasedOut) return 0; // CR 702.26b
      if (o.masked) this.turnFaceUp(o.id); // Illusionary Mask: "would be dealt damage" (CR 614.1)
    }
    const from = this.obj(source.id);
    if (from?.masked && from.zone === "battlefield") { // "would deal damage": it does so face up
      this.turnFaceUp(from.id);
      source = this.sourceInfo(this.obj(from.id)!);
    }
    // CR 614.9, 616.1: redirection and other damage replacements (only in games holding such cards).
    if (this.state.shields.length || holdsDamageReplacers(this)) {
      const r = replaceDamage(this, source, ref, amount, !!opts.combat);
      ({ ref, amount } = r);
      // "The next N damage": the rest is still dealt to the original recipient (simultaneously, CR 614.9).
      if (r.split) return this.dealDamage(source, ref, amount, opts) + this.dealDamage(source, r.split.ref, r.split.amount, opts);
      if (r.also) { const d = this.dealDamage(source, ref, amount, opts); this.dealDamage(r.also.source, r.also.ref, r.also.amount); return d; }
    }
    let dealt = preventDamage(this, source, ref, amount, !!opts.combat);
    // Rock Hydra's counters (CR 615.1a), only in games holding damage-replacement cards.
    if (dealt > 0 && !this.isPlayer(ref) && holdsDamageReplacers(this)) dealt = preventByCounters(this, ref, dealt);
    if (dealt <= 0) {
      this.emit("prevented", `Damage from ${source.name} is prevented`, { source: source.id, target: ref });
      return 0;
    }
    if (this.isPlayer(ref)) {
      // CR 120.3a; Ali from Cairo's floor (CR 614.1a) only in games holding such cards.
      this.player(ref).life = holdsDamageReplacers(this) ? lifeAfterDamage(this, ref, dealt) : this.player(ref).life - dealt;
      this.version++;
      this.emit("damage", `${source.name} deals ${dealt} damage to ${this.player(ref).name}`, { source: source.id, sourceController: source.controller, sourceTypes: source.types, sourceName: source.name, target: ref, amount: dealt, combat: !!opts.combat });
    } else {
      const o = this.mut(ref);
      o.damage += dealt; // CR 120.3e
      o.damagedBy = o.damagedBy?.includes(source.id) ? o.damagedBy : [...(o.damagedBy ?? []), source.id];
      // Runesword (CR 701.19c, 614.6): a creature dealt damage by the marked creature can't be regenerated and is exiled instead of dying, this turn.
      if (this.state.shields.length) for (const m of this.state.shields) {
        if (m.kind !== "damaged_by_cant_regenerate_exile" || m.affects !== source.id || !this.chars(o).types.includes("Creature")) continue;
        this.addShield({ source: m.source, sourceName: m.sourceName, controller: m.controller, kind: "cant_regenerate", affects: o.id, duration: { until: "end_of_turn" } });
        this.addShield({ source: m.source, sourceName: m.sourceName, controller: m.controller, kind: "exile_instead_of_dying", affects: o.id, duration: { until: "end_of_turn" } });
      }
      this.version++;
      this.emit("damage", `${source.name} deals ${dealt} damage to ${o.name}`, { source: source.id, sourceController: source.controller, sourceTypes: source.types, sourceName: source.name, target: ref, amount: dealt, combat: !!opts.combat });
    }
    return dealt;
  }

  // ---- destruction ---------------------------------------------------------------------------

  /** Destroys a permanent (CR 701.8), unless a regeneration shield replaces it (CR 701.19). */
  destroy(id: string, opts: { noRegen?: boolean } = {}): boolean {
    const o = this.obj(id);
    if (!o || o.zone !== "battlefield" || o.phasedOut) return false; // CR 702.26b
    if (this.chars(o).keywords.has("indestructible")) return false; // CR 702.12b: can't be destroyed
    if (destroyReplaced(this, o, !!opts.noRegen)) return false;
    this.emit("destroy", `${o.name} is destroyed`, { object: id });
    this.putIntoGraveyardFromBattlefield(o, "destroy");
    return true;
  }

  /** Regenerates: instead of being destroyed, it taps, loses its damage and leaves combat (CR 701.19a). */
  regenerate(o: GameObject): void {
    this.mut(o.id).damage = 0;
    this.version++;
    this.tap(o.id);
    this.removeFromCombat(o);
    this.emit("regenerate", `${o.name} regenerates`, { object: o.id });
  }

  /** Dies → graveyard, unless a replacement such as "exile it instead" applies (CR 614.6). */
  putIntoGraveyardFromBattlefield(o: GameObject, cause?: string): GameObject {
    const to = diesReplaced(this, o) ?? "graveyard";
    const n = this.move(o.id, to, { cause });
    // CR 614.6 (Firestorm Phoenix, W11b): "until that player's next turn, that player plays with that
    // card revealed in their hand and can't play it".
    if (to === "hand") this.addRuleEffect({ id: n.id, controller: n.owner }, "card_revealed_unplayable", { until: "next_untap", player: n.owner }, n.id);
    return n;
  }

  sacrifice(id: string): void {
    const o = this.obj(id);
    if (!o || o.zone !== "battlefield" || o.phasedOut) return; // CR 702.26b
    this.emit("sacrifice", `${this.player(o.controller).name} sacrifices ${o.name}`, { object: id, player: o.controller });
    this.putIntoGraveyardFromBattlefield(o, "sacrifice");
  }

  /**
   * CR 702.26: `id` phases out with what is attached to it (core/phasing.ts). `until`: phases in as
   * that object leaves the battlefield (CR 610.3), tapped with `tapIn` (Oubliette).
   */
  phaseOut(id: string, opts: { until?: string; tapIn?: boolean } = {}): void {
    phaseOut(this, id, opts);
  }

  /** CR 702.26c: a phased-out permanent phases in, with what phased out with it. */
  phaseIn(id: string): void {
    phaseIn(this, id);
  }

  /** Returns a permanent or card to its owner's hand. */
  bounce(id: string): GameObject | undefined {
    const o = this.obj(id);
    if (!o) return undefined;
    return this.move(id, "hand");
  }

  /**
   * CR 506.4: `ref` leaves combat. `opts.unblock`: "creatures it was blocking that had become
   * blocked by only that creature this combat become unblocked" (Ydwen Efreet, False Orders);
   * otherwise they stay blocked (CR 509.1h). `opts.announce` logs it (an effect removing it).
   */
  /**
   * An effect makes creatures block (False Orders, Sorrow's Path; CR 509.1h): each attacker
   * becomes blocked. Announced as a "block" event with `byEffect`, so that "blocks" and "becomes
   * blocked by" abilities trigger (CR 509.3a–d), "becomes blocked" only for attackers that were
   * unblocked (`newlyBlocked`), and "attacks and isn't blocked" not at all.
   */
  addBlocks(given: { blocker: string; attacker: string }[]): void {
    const done: { blocker: string; attacker: string }[] = [];
    const newlyBlocked: string[] = [];
    // CR 702.22i: if one member of a band would become blocked by an effect, the entire band does.
    const pairs = given.some((x) => this.obj(x.attacker)?.band) ? given.flatMap((x) => [x, ...bandMates(this, this.obj(x.attacker)!).map((m) => ({ blocker: x.blocker, attacker: m.id }))]) : given;
    for (const { blocker, attacker } of pairs) {
      const b = this.obj(blocker);
      const a = this.obj(attacker);
      if (!b || !a || b.zone !== "battlefield" || a.zone !== "battlefield" || !a.attacking) continue;
      if (!a.blocked) newlyBlocked.push(attacker);
      this.mut(blocker).blocking = [...(b.blocking ?? []).filter((x) => x !== attacker), attacker];
      const wa = this.mut(attacker);
      wa.blockedBy = [...(a.blockedBy ?? []).filter((x) => x !== blocker), blocker];
      wa.blocked = true;
      done.push({ blocker, attacker });
    }
    if (!done.length) return;
    this.touch();
    const names = done.map((x) => `${this.obj(x.blocker)!.name} blocks ${this.obj(x.attacker)!.name}`).join("; ");
    this.emit("block", names, { player: this.obj(done[0]!.blocker)!.controller, blocks: done, byEffect: true, newlyBlocked });
  }

  removeFromCombat(ref: GameObject, opts: { unblock?: boolean; announce?: boolean } = {}): void {
    const o = this.obj(ref.id);
    if (!o || (!o.attacking && !o.blocking && !o.blockedBy)) return;
    if (opts.announce) this.emit("remove_from_combat", `${o.name} is removed from combat`, { object: o.id });
    // Only this permanent leaves combat (CR 506.4): creatures blocking it remain blocking creatures.
    for (const a of o.blocking ?? []) {
      const att = this.obj(a);
      if (!att?.blockedBy) continue;
      const alone = att.blockedBy.length === 1 && att.blockedBy[0] === o.id;
      const w = this.mut(a);
      w.blockedBy = att.blockedBy.filter((x) => x !== o.id);
      if (opts.unblock && alone && att.attacking) w.blocked = false;
    }
    const w = this.mut(o.id);
    delete w.attacking;
    delete w.blocking;
    delete w.blockedBy;
    delete w.blocked;
    delete w.band; // CR 702.22f: removed from combat, it leaves its band
    this.touch();
  }

  // ---- continuous effects and shields --------------------------------------------------------

  /** A continuous effect of a resolved spell or ability, locked onto `objects` (CR 611.2c). */
  addEffect(source: { id: string; controller: PlayerId }, layer: Layer, objects: string[], mod: Modification, duration: Duration): void {
    const e: ContinuousEffect = { id: this.state.nextId++, timestamp: this.timestamp(), source: source.id, controller: source.controller, layer, objects, mod, duration };
    this.state.effects.push(e);
    this.touch();
  }

  addShield(s: Omit<Shield, "id" | "timestamp">): void {
    this.state.shields.push({ id: this.state.nextId++, timestamp: this.timestamp(), ...s });
    this.version++; // a change: a resolution step re-run after a question must not add it twice
  }

  removeShield(id: number): void {
    this.state.shields = this.state.shields.filter((s) => s.id !== id);
  }

  /**
   * A resolved spell's or ability's change to the rules of the game, for a duration ("Creatures
   * can't attack this turn", Festival): it applies to every object, those that arrive later
   * included (CR 611.2c), so it is kept apart from the effects on given objects.
   */
  /** CR 104.4c: an effect states that the game is a draw; it ends at once (neither player wins or loses). */
  drawGame(reason: string): void {
    if (this.state.outcome) return;
    this.endGame("draw", reason, `The game is a draw: ${reason}`);
  }

  /**
   * The game ends (CR 104): every way a game ends comes here (a loss by the state-based actions, a
   * concession, an effect's draw). CR 407.2: at the end of the game, the winner becomes the owner
   * of all the cards in the ante zone; a draw leaves every owner as it is.
   */
  endGame(winner: PlayerId | "draw", reason: string, text: string): void {
    this.state.outcome = { winner, reason };
    this.emit("game_over", text);
    if (winner === "draw") return;
    for (const p of PLAYERS) for (const id of [...(this.player(p).ante ?? [])]) this.setOwner(id, winner);
  }

  /**
   * CR 407.4: to ante an object is to put it into the ante zone from whichever zone it is in; only
   * its owner can ante it, so it goes to its owner's part of the ante. A token anted ceases to exist
   * (CR 704.5d). Returns the object in the ante, or undefined when nothing was anted.
   */
  ante(id: string): GameObject | undefined {
    const o = this.obj(id);
    if (!o || o.zone === "ante") return undefined;
    const n = this.move(id, "ante");
    if (n.zone !== "ante") return undefined;
    this.emit("ante", `${this.player(n.owner).name} antes ${n.name}`, { player: n.owner, object: n.id });
    return n;
  }

  /**
   * CR 108.3, 407.3: the owner of a physical card changes (only ante cards do this: Darkpact, Bronze
   * Tablet, Tempest Efreet, and the end of a game played for ante). The card's objects follow (CR
   * 400.3: a card in a hand, library, graveyard, exile or the ante is in its owner's zone, so it moves
   * to the new owner's list as the same object, not a zone change); a permanent keeps its controller.
   * A token or a copy on the stack (no physical card) has no owner to change: nothing happens.
   */
  setOwner(id: string, player: PlayerId): void {
    const o = this.obj(id);
    if (!o || o.card < 0 || o.owner === player) return;
    const card = o.card;
    const was = this.state.cards[card]!;
    // The cards list is shared between states ("never changes"): replaced, never changed in place.
    this.state.cards = this.state.cards.map((c, i) => (i === card ? { ...c, owner: player, deckOwner: c.deckOwner ?? was.owner } : c));
    for (const x of Object.values(this.state.objects)) {
      if (x.card !== card) continue;
      const from = x.zone !== "battlefield" && x.zone !== "stack" ? this.player(x.owner)[x.zone] : null;
      const m = this.mut(x.id);
      m.owner = player;
      if (from) {
        const at = from.indexOf(x.id);
        if (at >= 0) from.splice(at, 1);
        const to = this.player(player)[x.zone as "ante"];
        if (x.zone === "library") to.unshift(x.id);
        else to.push(x.id);
      }
    }
    this.touch();
    this.emit("owner", `${this.player(player).name} now owns ${o.name}`, { object: o.id, card, player, from: was.owner });
  }

  addRuleEffect(source: { id: string; controller: PlayerId; name?: string }, rule: RuleEffect["rule"], duration: Duration, object?: string, among?: string[]): void {
    this.state.ruleEffects = [...(this.state.ruleEffects ?? []), { id: this.state.nextId++, source: source.id, controller: source.controller, rule, duration, ...(object ? { object } : {}), ...(among ? { among } : {}), ...(source.name ? { sourceName: source.name } : {}) }];
  }

  /** Whether a rule effect of this kind applies now. */
  ruleApplies(rule: RuleEffect["rule"]): boolean {
    return !!this.state.ruleEffects?.some((r) => r.rule === rule);
  }

  /** Ends effects and shields whose duration is over (CR 514.2, 511.3, 611.2b). */
  endDurations(test: (d: Duration) => boolean): void {
    if (this.state.ruleEffects?.some((r) => test(r.duration))) {
      const keep = this.state.ruleEffects.filter((r) => !test(r.duration));
      if (keep.length) this.state.ruleEffects = keep;
      else delete this.state.ruleEffects;
    }
    const keepE = this.state.effects.filter((e) => !test(e.duration));
    const keepS = this.state.shields.filter((s) => !test(s.duration));
    if (keepE.length !== this.state.effects.length) {
      const control = this.state.effects.some((e) => e.layer === "2" && !keepE.includes(e));
      this.state.effects = keepE;
      this.touch();
      if (control) this.refreshControl(); // the permanent returns at once (CR 611.2a, 613.1b)
    }
    if (keepS.length !== this.state.shields.length) this.state.shields = keepS;
  }

  // ---- control -------------------------------------------------------------------------------

  /**
   * "[player] gains control of [objects] [for duration]": a layer 2 effect (CR 613.1b) that applies
   * at once; a later one wins over an earlier one (613.7). The new controller's creature is "sick"
   * (302.6) and a permanent changing controller leaves combat (506.4), in refreshControl.
   */
  gainControl(source: string, objects: string[], player: PlayerId, duration: Duration): void {
    const ids = objects.filter((id) => this.obj(id)?.zone === "battlefield" && !this.controlLocked(id, player));
    if (!ids.length) return;
    this.addEffect({ id: source, controller: player }, "2", ids, { control: "source_controller" }, duration);
    this.refreshControl();
  }

  /**
   * CR 701.12b: exchanges control of two permanents (indefinitely). It does nothing, and says so, if
   * the whole exchange can't happen (701.12a: one is gone) or one player controls both (701.12b).
   */
  exchangeControl(source: string, a: string, b: string): boolean {
    const oa = this.obj(a), ob = this.obj(b);
    if (!oa || !ob || oa.zone !== "battlefield" || ob.zone !== "battlefield" || a === b) return false;
    const ca = this.chars(oa).controller, cb = this.chars(ob).controller;
    if (ca === cb || this.controlLocked(a, cb) || this.controlLocked(b, ca)) return false;
    // Simultaneously (701.12b): both effects exist before control is brought up to date.
    this.addEffect({ id: source, controller: cb }, "2", [a], { control: "source_controller" }, { until: "indefinitely" });
    this.addEffect({ id: source, controller: ca }, "2", [b], { control: "source_controller" }, { until: "indefinitely" });
    this.refreshControl();
    return true;
  }

  /** "Other players can't gain control of [it]" (Guardian Beast): a keyword phrase on the permanent. */
  controlLocked(id: string, player: PlayerId): boolean {
    const o = this.obj(id);
    if (!o) return false;
    const c = this.chars(o);
    return c.controller !== player && c.keywords.has(CANT_GAIN_CONTROL);
  }

  /** Marks the abilities of `source` waiting on the stack (CR 611.2b: their "for as long as" can't start any more). */
  private markStackSources(source: string, mark: "sourceUntapped" | "sourceControlChanged"): void {
    for (const item of this.state.stack) if (item.kind === "ability" && item.source === source) item[mark] = true;
  }

  /** Brings every permanent's controller up to date with layer 2, and ends lapsed "for as long as" effects. */
  refreshControl(): void {
    // (Most states have no effects at all: no list is made for them, as this runs at every check.)
    const lapsed = this.state.effects.length ? this.state.effects.filter((e) => "while" in e.duration && !whileHolds(this, e.duration, e)) : [];
    if (lapsed.length) {
      this.state.effects = this.state.effects.filter((e) => !lapsed.includes(e));
      this.touch();
    }
    for (const id of this.state.battlefield) {
      const o = this.state.objects[id]!;
      let chars = this.chars(o);
      // CR 506.4: an attacking or blocking creature that stops being a creature is removed from combat.
      if ((o.attacking || o.blocking) && !chars.types.includes("Creature")) {
        this.removeFromCombat(o);
        chars = this.chars(o); // computed again after the change
      }
      const c = chars.controller;
      if (c !== o.controller) {
        const w = this.mut(o.id);
        w.controller = c;
        w.sick = true; // CR 302.6: it came under a new controller's control
        this.removeFromCombat(w); // CR 506.4
        this.markStackSources(o.id, "sourceControlChanged"); // CR 611.2b
        this.touch();
        this.emit("control", `${this.player(c).name} gains control of ${o.name}`, { object: o.id, player: c });
      }
    }
  }
}

/** The keyword phrase of "other players can't gain control of [it]" (Guardian Beast). */
export const CANT_GAIN_CONTROL = "other players can't gain control of this";

function whileHolds(g: Game, d: Extract<Duration, { while: string }>, e: ContinuousEffect): boolean {
  if (d.while === "counter") return counterHolds(g, d.kind, e.objects); // CR 611.2b
  const src = g.obj(d.source);
  if (!src || src.zone !== "battlefield") return false;
  if (d.while === "source_tapped") return src.tapped;
  if (d.while === "source_controlled") return src.controller === d.player;
  if (d.tapped && !src.tapped) return false;
  if (d.player && src.controller !== d.player) return false;
  if (d.power) {
    // "That creature's power remains less than or equal to this creature's power" (Old Man of the Sea;
    // ruling 2009-10-01: a permanent that isn't a creature has power 0).
    const power = (o: GameObject) => { const c = g.chars(o); return c.types.includes("Creature") ? c.power : 0; };
    const mine = power(src);
    for (const id of e.objects) { const o = g.obj(id); if (o && o.zone === "battlefield" && power(o) > mine) return false; }
  }
  return true;
}

const COLOR_WORDS: Record<string, Color> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

/** The colors a creature has protection from, read from its keywords ("protection from black", CR 702.16). */
export function protectionColors(c: Chars): Color[] {
  const out: Color[] = [];
  for (const k of c.keywords) {
    if (!k.startsWith("protection from ")) continue;
    const col = COLOR_WORDS[k.slice(16)];
    if (col) out.push(col);
  }
  return out;
}

export function hasProtectionFrom(c: Chars, colors: Color[]): boolean {
  if (!colors.length) return false;
  return protectionColors(c).some((col) => colors.includes(col));
}

export { other };
