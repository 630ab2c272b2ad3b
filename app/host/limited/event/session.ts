/**
 * EventSession: one side of a network limited event (sealed deck or Winston draft, the proposal's
 * `kind`; the pool phase is pluggable, `phase.ts`). It carries the event's own signed messages over a transport (in practice the event
 * view of `EventChannel`, whose other view carries the games as ordinary network matches):
 *
 *   host  propose {nonce, name, kind, spec, buildMinutes} ─►   buildMinutes: the deck-building
 *                     clock (null: none; 10–90 whole minutes; absent in old logs: none)
 *        ◄─ accept {nonce, name, proposal} | decline {reason}              guest
 *                     proposal: the proposal message's id, so the signed acceptance covers its
 *                     terms (packs, kind, clock); absent only in old logs
 *   both  phase {…}   the pool phase's messages (sealed: commit, then contribution; Winston:
 *                     the card list's commit and contribution, then the draft, `winston-phase.ts`;
 *                     the player's take/pass reaches it through `pending()` / `decide()`)
 *   both  ready {game, first?}  this side's deck for the game is chosen (checked against its pool;
 *                       the deck itself stays hidden: the game's own hidden-card protocol carries it);
 *                       `first` ("me" | "peer", the author's words): who takes the first turn, said
 *                       by the side that chooses it (CR 103.1: the loser of the previous game), and
 *                       only by it; the game's hellos then name that player (`startingPlayer`)
 *   both  leave {reason}  the rest of the games are forfeited
 *   both  final {…}   the pool phase's secrets, for the audit, when the event is over
 *   both  claim {game: 1}  not chained, not logged: the friend's game-1 deck is late by the agreed
 *                     clock plus a grace (build-clock.ts); the receiver judges it by its own clock
 *   both  forfeit {game: 1, claim}  the receiver accepts a claim: game 1 is the claimer's
 *
 * The state is only ever derived from the logged messages (`store.ts`): a message is logged before
 * it is sent, a peer's message after it passed every check; a session built on an event already
 * in the database replays its log and goes on. After a new connection each side resends all it
 * sent; the other drops what it already has. Every received frame is checked in order — size,
 * framing, signature, the friend's key (pinned on its first message, and the fingerprint from the
 * code), the event id, the chain (seq/prev), the body, the state — and a refusal is an incident
 * that changes nothing. A peer whose pool-phase message breaks its own commitment is caught at once
 * (`cheated`): the event halts before any pool exists.
 */
import { checkEventDeck } from "../event-deck";
import { randomBytes } from "node:crypto";
import type { PackCard } from "../../collection/booster";
import type { Ctx } from "../../collection/context";
import { sha256, toHex, utf8 } from "../../net/bytes";
import { fingerprintOfKey } from "../../net/fingerprint";
import { keyToBytes, type Identity } from "../../net/identity";
import { Listeners, type Transport } from "../../net/transport";
import { describePackSpec, PackSpecError, parsePackSpec, type PackSpec } from "../packs";
import type { PhaseBody, PhaseProgress, PoolPhase, PoolPhaseFactory } from "./phase";
import { sealedPhase } from "./sealed-phase";
import { winstonPhase, winstonSpecProblem, type WinstonChoice, type WinstonLook } from "./winston-phase";
import type { EventKind } from "../pool";
import { EventStore } from "./store";
import { buildMinutesProblem, CLAIM_GRACE_MS, clockAt, FORFEIT_REASON, timeUpDeck, type BuildClock } from "./build-clock";
import {
  checkBody, decodeEventMessage, encodeEventMessage, EventRefusal, isGame, isHex64, isText,
  ZERO_ID, type EventMessage, type EventMessageType, type EventRefusalCode,
} from "./wire";

const EVENT_ID_DOMAIN = utf8("moxen/event/v1/event-id\0");
export const MAX_NAME = 40;
export const GAMES_TO_WIN = 2;
export const MAX_GAMES = 3;

/** A friend's ready that waits for our record of the previous game's result (CR 103.1 needs it to be judged). */
class HeldForResult extends Error {}

/** At most this many of the friend's frames wait for a game's result; a flood beyond is refused. */
const MAX_HELD = 64;

export interface EventIncident {
  code: EventRefusalCode;
  message: string;
  at: string;
}

export type EventStatus = "proposing" | "proposed" | "declined" | "drawing" | "playing" | "auditing" | "over" | "halted";

export interface EventAudit {
  clean: boolean;
  /** What the audit found wrong, naming the game and the card when a deck broke the pool. */
  problems: string[];
  /** The opponent's pool, recomputed from its secrets (null if they do not match its commitment). */
  peerPool: string[] | null;
}

export interface EventSessionOptions {
  identity: Identity;
  ctx: Ctx;
  role: "host" | "guest";
  name: string;
  /** An event already in the database: its log is replayed. */
  key?: string;
  /** The friend's fingerprint (from the code): any other key is refused. */
  expectedPeerFingerprint?: string;
  phase?: PoolPhaseFactory;
  /** The clock (epoch ms) the deck-building time is counted with; default Date.now (tests inject one). */
  now?: () => number;
}

interface Chain {
  seq: number;
  last: string;
  ids: string[];
}

const names = (pool: readonly PackCard[][] | null) => (pool ? pool.flat().map((c) => c.name) : null);

export class EventSession {
  readonly role: "host" | "guest";
  readonly incidents: EventIncident[] = [];
  readonly #o: EventSessionOptions;
  readonly #store: EventStore;
  readonly #changes = new Listeners<[]>();
  #key: string | null = null;
  #transport: Transport | null = null;
  #offTransport: (() => void)[] = [];
  #replaying = false;
  #mine: Chain = { seq: 0, last: ZERO_ID, ids: [] };
  #peer: Chain = { seq: 0, last: ZERO_ID, ids: [] };
  #peerKey: string | null = null;
  #proposal: { id: string; nonce: string; name: string; kind: EventKind; spec: PackSpec; specText: string; buildMinutes: number | null } | null = null;
  #answer: { accepted: true; nonce: string; name: string } | { accepted: false; reason: string } | null = null;
  #eventId: string | null = null;
  #phase: PoolPhase | null = null;
  #ready = { me: 0, peer: 0 };
  /** Who takes the first turn of each game the chooser named (CR 103.1), in our words. */
  #first = new Map<number, "me" | "peer">();
  /** The friend's frames waiting for our record of a game's result (in order; not logged, chain not moved). */
  #held: Uint8Array[] = [];
  #left: { me?: string; peer?: string } = {};
  #final: { me?: PhaseBody; peer?: PhaseBody } = {};
  #peerPool: PackCard[][] | null = null;
  #peerCheat: string | null = null;
  #halted: EventIncident | null = null;
  /** The side that forfeited game 1 on a claim (its deck did not arrive in time), from the log. */
  #forfeit: "me" | "peer" | null = null;
  /** When we last sent a claim (not logged: after a restart the player may claim again). */
  #claimedAt: number | null = null;

  constructor(o: EventSessionOptions) {
    this.#o = o;
    this.role = o.role;
    this.#store = new EventStore(o.ctx);
    if (o.key) {
      const row = this.#store.get(o.key);
      if (!row) throw new Error(`No limited event ${o.key.slice(0, 12)}… in this collection.`);
      if (row.role !== o.role) throw new Error(`Event ${o.key.slice(0, 12)}… was joined as ${row.role}, not ${o.role}.`);
      this.#key = o.key;
      this.#replay();
    }
  }

  // ── What the player and the runner see ────────────────────────────────────────────────────

  get key(): string | null {
    return this.#key;
  }
  get eventId(): string | null {
    return this.#eventId;
  }
  get spec(): string | null {
    return this.#proposal?.specText ?? null;
  }
  get packSpec(): PackSpec | null {
    return this.#proposal?.spec ?? null;
  }
  /** The deck-building clock the proposal carries (minutes), null: none (or no proposal yet). */
  get buildMinutes(): number | null {
    return this.#proposal?.buildMinutes ?? null;
  }
  get peerName(): string | null {
    if (this.role === "guest") return this.#proposal?.name ?? null;
    return this.#answer?.accepted ? this.#answer.name : null;
  }
  get peerKey(): string | null {
    return this.#peerKey;
  }
  get peerFingerprint(): string | null {
    return this.#peerKey ? fingerprintOfKey(keyToBytes(this.#peerKey)) : null;
  }
  get declined(): string | null {
    return this.#answer && !this.#answer.accepted ? this.#answer.reason : null;
  }
  get halted(): EventIncident | null {
    return this.#halted;
  }
  /** This side's pool once drawn (its packs, with printings). */
  get pool(): PackCard[][] | null {
    return this.#phase?.pool ?? null;
  }
  get poolKey(): Uint8Array | null {
    return this.#phase?.poolKey ?? null;
  }
  get kind(): PoolPhase["kind"] | null {
    return this.#phase?.kind ?? this.#proposal?.kind ?? null;
  }

  /** What the player must decide now in the pool phase (a Winston pile, as only this side sees it), or null. */
  pending(): WinstonLook | null {
    if (this.#halted || !this.#phase?.pending) return null;
    return this.#phase.pending();
  }

  /** The draft as this side sees it (a Winston event once its card list is drawn), else null. */
  draftView(): WinstonLook | null {
    return this.#phase?.draftView?.() ?? null;
  }

  /** The player's decision on what `pending()` shows: the phase makes its message, and it is sent. */
  decide(choice: WinstonChoice): void {
    if (this.#halted) throw new Error(`The event stopped: ${this.#halted.message}`);
    if (!this.#phase?.decide) throw new Error("This event asks for no decision.");
    this.#phase.decide(choice);
    this.#pump();
  }
  /** The last game each side declared itself ready for. */
  get ready(): { me: number; peer: number } {
    return { ...this.#ready };
  }
  get left(): { me?: string; peer?: string } {
    return { ...this.#left };
  }
  get finalSent(): boolean {
    return !!this.#final.me;
  }

  /**
   * Real steps while the pools are drawn (the phase's own, when it counts them) or while the secrets
   * are exchanged for the audit; null otherwise.
   */
  progress(): PhaseProgress | null {
    const status = this.status;
    if (status === "drawing") return this.#phase?.progress?.() ?? null;
    if (status === "auditing") {
      const steps: [boolean, string][] = [
        [!!this.#final.me, "sending your secrets"],
        [!!this.#final.peer, "waiting for your friend's secrets"],
      ];
      return { done: steps.filter(([d]) => d).length, of: 3, step: steps.find(([d]) => !d)?.[1] ?? "checking your friend's pool and decks" };
    }
    return null;
  }

  get status(): EventStatus {
    if (this.#halted) return "halted";
    if (!this.#answer) return this.role === "host" ? "proposing" : this.#proposal ? "proposed" : "proposing";
    if (!this.#answer.accepted) return "declined";
    if (!this.#phase?.pool) return "drawing";
    if (this.#final.me && this.#final.peer) return "over";
    if (this.#final.me || this.#final.peer) return "auditing";
    return "playing";
  }

  /** The games with their results; game 1 forfeited on a claim is one, without a match. */
  games() {
    const rows = this.#key ? this.#store.games(this.#key) : [];
    if (!this.#forfeit) return rows;
    const result = { winner: this.#forfeit === "me" ? ("peer" as const) : ("me" as const), reason: FORFEIT_REASON };
    if (rows.some((g) => g.game === 1)) return rows.map((g) => (g.game === 1 ? { ...g, ...result } : g));
    return [{ game: 1, matchId: null, myDeck: [], peerDeck: null, ...result }, ...rows];
  }

  recordGame(game: number, fields: Parameters<EventStore["setGame"]>[2]): void {
    if (!this.#key) throw new Error("No event yet.");
    this.#store.setGame(this.#key, game, fields);
    this.#changes.emit();
    // A result may be what the friend's next ready waited for.
    if (fields.winner && this.#held.length) this.#releaseHeld();
  }

  /**
   * Who chooses who takes the first turn of `game` (CR 103.1): nobody for game 1 (the match
   * protocol draws the starting player at random, a "mutually agreeable method"); the loser of the
   * previous game; after a draw, whoever chose for the drawn game (nobody if it was drawn at
   * random). undefined while the previous game's result is not recorded here.
   */
  chooser(game: number): "me" | "peer" | null | undefined {
    if (game <= 1) return null;
    const prev = this.games().find((g) => g.game === game - 1)?.winner;
    if (!prev) return undefined;
    if (prev === "draw") return this.chooser(game - 1);
    return prev === "me" ? "peer" : "me";
  }

  /** The starting player of `game` the chooser named in its signed ready (our words), or null: drawn by the match protocol. */
  startingPlayer(game: number): "me" | "peer" | null {
    return this.#first.get(game) ?? null;
  }

  /** The starting player of `game` as the game's hellos name it ("host" | "guest"), or undefined: drawn. */
  startingRole(game: number): "host" | "guest" | undefined {
    const first = this.startingPlayer(game);
    if (!first) return undefined;
    const other = this.role === "host" ? "guest" : "host";
    return first === "me" ? this.role : other;
  }

  // ── The deck-building clock (build-clock.ts) ─────────────────────────────────────────────

  /** The time the deck-building clock is counted with (epoch ms). */
  now(): number {
    return (this.#o.now ?? Date.now)();
  }

  /** The agreed clock as this side counts it (from when its own pool was recorded), null: no clock agreed. */
  buildClock(): BuildClock | null {
    const minutes = this.buildMinutes;
    if (minutes === null || !this.#answer?.accepted || !this.#key) return null;
    const c = this.#store.clock(this.#key);
    return clockAt(minutes, c.startedAt, this.now(), c.auto);
  }

  /** Starts this side's clock when its pool is recorded (once: a restart keeps the first start). */
  startBuildClock(): void {
    if (this.buildMinutes === null || !this.pool || !this.#key) return;
    this.#store.startClock(this.#key, this.now());
  }

  /** The deck the player is editing for game 1 (submitted if the time runs out and it is legal). */
  saveDraft(deck: readonly string[]): void {
    if (!this.pool) throw new Error("The pools are not drawn yet.");
    if (this.#ready.me >= 1) throw new Error("Your deck for game 1 is submitted: the builder is locked for game 1.");
    this.#store.setDraft(this.#key!, deck);
  }

  /** The deck being edited for game 1, as last saved. */
  get draft(): string[] | null {
    return this.#key ? this.#store.clock(this.#key).draft : null;
  }

  /**
   * When this side's time is up and its game-1 deck is not submitted: submits the deck being
   * edited if legal, else the computer's build from the pool; returns why (for the player), else null.
   */
  submitIfTimeUp(): string | null {
    const clock = this.buildClock();
    if (!clock?.up || this.#ready.me >= 1 || this.status !== "playing" || this.#left.me || this.standings().over) return null;
    const { deck, why } = timeUpDeck(names(this.pool)!, this.draft, (d) => this.checkMyDeck(d));
    this.readyFor(1, deck);
    this.#store.setAuto(this.#key!, why);
    this.#changes.emit();
    return why;
  }

  /** When this side may claim game 1 if the friend's deck has not arrived (epoch ms), null: no clock or not started. */
  claimableAt(): number | null {
    const c = this.buildClock();
    return c?.deadline == null ? null : c.deadline + CLAIM_GRACE_MS;
  }

  /**
   * Whether this side may claim game 1 now: a clock agreed, its time plus the grace gone by our own
   * clock, our deck for game 1 sent (an honest program sent it when its time was up), the friend's
   * not arrived, the event on.
   */
  canClaim(): boolean {
    const at = this.claimableAt();
    return at !== null && this.now() >= at && this.#ready.me >= 1 && this.#ready.peer === 0 && !this.#forfeit
      && this.status === "playing" && !this.#left.me && !this.#left.peer;
  }

  /** When the last claim was sent (this run), else null. */
  get claimedAt(): number | null {
    return this.#claimedAt;
  }

  /**
   * Claims game 1: the friend's deck is late by the agreed clock and its grace. The claim is signed
   * but not chained nor logged (a disputed claim must not block our chain); the friend answers by
   * a chained forfeit, or disputes it (its incident; nothing changes). Returns the frame sent.
   */
  claim(): Uint8Array {
    if (!this.canClaim()) throw new Error("Game 1 cannot be claimed now: the friend's deck is not late by the agreed time and its grace, or it arrived.");
    const msg = encodeEventMessage(this.#o.identity, { event: this.#key!, seq: this.#mine.seq, prev: this.#mine.last, type: "claim", body: { game: 1 } });
    this.#claimedAt = this.now();
    this.#transport?.send(msg.frame);
    this.#changes.emit();
    return msg.frame;
  }

  /**
   * A friend's claim of game 1, judged by our own clock: accepted (our forfeit is sent) when we have
   * not sent our deck for game 1 and our own time is up; disputed otherwise (an incident, nothing changes).
   */
  #judgeClaim(msg: EventMessage): void {
    const refuse = (text: string) => new EventRefusal("bad-body", text);
    checkBody(msg.payload.body, { game: (x) => x === 1 }, "A claim");
    if (this.#forfeit === "me") return; // a repeat of a claim we accepted
    if (!this.#phase?.pool || !this.#peerKey) throw refuse("A claim of game 1 before the pools were drawn.");
    if (this.buildMinutes === null) throw refuse("A claim of game 1 in an event without a deck-building clock.");
    if (this.#ready.peer < 1) throw refuse("A claim of game 1 from a friend that has not sent its own deck for it.");
    if (this.status !== "playing" || this.#left.me || this.#left.peer || this.#forfeit) throw refuse("A claim of game 1 when it is no longer to be played.");
    if (this.#ready.me >= 1) throw new EventRefusal("disputed", "Your friend claims game 1 because your deck did not arrive in time, but your program had sent it (the claim crossed it): refused, nothing changes.");
    const c = this.buildClock();
    if (!c?.up) {
      const left = c?.leftMs == null ? "your pool is not recorded yet" : `${Math.ceil(c.leftMs / 1000)} s left`;
      throw new EventRefusal("disputed", `Your friend claims game 1 because your deck did not arrive in time, but your own time to build is not up (by this program's clock: ${left}): refused, nothing changes.`);
    }
    this.#send("forfeit", { game: 1, claim: msg.id });
  }

  setOutcome(outcome: unknown): void {
    this.#store.setOutcome(this.#key!, outcome);
  }

  setPoolEvent(id: number): void {
    this.#store.setPoolEvent(this.#key!, id);
  }

  /**
   * Games won, lost and drawn, whether the event is over, and its winner. A friend the audit names
   * (a pool or a deck that is not what it committed to) loses the event, as a cheater named by a
   * match's audit loses the match; the games' own results stay as played.
   */
  standings(): { me: number; peer: number; draws: number; over: boolean; winner: "me" | "peer" | "draw" | null } {
    const played = this.#played();
    const audit = this.#final.peer ? this.audit() : null;
    return audit && !audit.clean ? { ...played, over: true, winner: "me" } : played;
  }

  #played(): { me: number; peer: number; draws: number; over: boolean; winner: "me" | "peer" | "draw" | null } {
    const games = this.games().filter((g) => g.winner);
    const me = games.filter((g) => g.winner === "me").length;
    const peer = games.filter((g) => g.winner === "peer").length;
    const draws = games.filter((g) => g.winner === "draw").length;
    // A player who leaves forfeits the games left: the other takes the event.
    if (this.#left.me || this.#left.peer) return { me, peer, draws, over: true, winner: this.#left.me ? "peer" : "me" };
    const over = me >= GAMES_TO_WIN || peer >= GAMES_TO_WIN || games.length >= MAX_GAMES;
    return { me, peer, draws, over, winner: over ? (me > peer ? "me" : peer > me ? "peer" : "draw") : null };
  }

  /**
   * The end-of-event audit, once the opponent's secrets are in: its pool recomputed, checked against
   * its commitment; each game's deck (as that game's hidden-card audit showed it) against that pool
   * plus basic lands, with 40 cards at least. null until the secrets arrive.
   */
  audit(): EventAudit | null {
    if (!this.#final.peer) return null;
    if (this.#peerCheat) return { clean: false, problems: [this.#peerCheat], peerPool: null };
    const pool = names(this.#peerPool)!;
    const problems: string[] = [];
    for (const g of this.games()) {
      if (g.matchId === null) continue;
      if (!g.peerDeck) {
        if (g.winner) problems.push(`Game ${g.game}: the opponent's deck was never shown (its game's audit is missing).`);
        continue;
      }
      const v = checkDeck(g.peerDeck, pool, this.#o.ctx);
      if (!v.valid) problems.push(`Game ${g.game}: the opponent's deck is not from its pool: ${v.reasons.join("; ")}.`);
    }
    return { clean: problems.length === 0, problems, peerPool: pool };
  }

  onChange(handler: () => void): () => void {
    return this.#changes.add(handler);
  }

  // ── The player's moves ───────────────────────────────────────────────────────────────────

  /** Host: proposes the event (`spec` as "3ED:6": each player's packs for sealed, the draft's six boosters for Winston). */
  propose(spec: string, kind: EventKind = "sealed", buildMinutes: number | null = null): void {
    if (this.role !== "host") throw new Error("Only the host proposes an event.");
    if (this.#key) throw new Error("This event was proposed already.");
    if (kind !== "sealed" && kind !== "winston") throw new Error(`An event is sealed or winston, not ${JSON.stringify(kind)}.`);
    const clockProblem = buildMinutesProblem(buildMinutes);
    if (clockProblem) throw new Error(clockProblem);
    const parsed = parsePackSpec(spec, this.#o.ctx.cards.sets);
    const problem = kind === "winston" ? winstonSpecProblem(parsed) : null;
    if (problem) throw new Error(problem);
    const nonce = toHex(new Uint8Array(randomBytes(32)));
    this.#key = nonce;
    this.#store.create(nonce, "host");
    this.#send("propose", { nonce, name: this.#o.name.slice(0, MAX_NAME), kind, spec: describePackSpec(parsed), buildMinutes });
  }

  /** Guest: accepts the proposal. */
  accept(): void {
    if (this.role !== "guest" || this.status !== "proposed") throw new Error("There is no proposal to accept.");
    // The proposal's id: the signed acceptance covers exactly those terms (packs, kind, clock).
    this.#send("accept", { nonce: toHex(new Uint8Array(randomBytes(32))), name: this.#o.name.slice(0, MAX_NAME), proposal: this.#proposal!.id });
  }

  decline(reason = "declined"): void {
    if (this.role !== "guest" || this.status !== "proposed") throw new Error("There is no proposal to decline.");
    this.#send("decline", { reason: reason.slice(0, 200) || "declined" });
  }

  /**
   * Declares this side ready for `game` with `deck` (main deck, card names): the deck is checked
   * against our pool (CR 100.2b: 40 cards at least, pool cards and basic lands) and kept with the game.
   * `first`: when this side chooses who takes the first turn (`chooser(game)`, CR 103.1: it lost the
   * previous game), "me" to play first (the default) or "peer" to draw first; refused otherwise.
   */
  readyFor(game: number, deck: readonly string[], first?: "me" | "peer"): void {
    if (this.status !== "playing") throw new Error(`No game can start now (the event is ${this.status}).`);
    if (game !== this.#ready.me + 1) throw new Error(`The next game is game ${this.#ready.me + 1}.`);
    if (this.standings().over) throw new Error("The event is over.");
    const chooser = this.chooser(game);
    if (chooser === undefined) throw new Error(`Game ${game - 1} is not over yet.`);
    if (first !== undefined && first !== "me" && first !== "peer") throw new Error(`Who plays first is "me" or "peer", not ${JSON.stringify(first)}.`);
    if (first !== undefined && chooser !== "me") throw new Error(`You do not choose who plays first in game ${game}: ${chooser === "peer" ? "your friend does (it lost the previous game)" : "it is drawn at random"}.`);
    const v = this.checkMyDeck(deck);
    if (!v.valid) throw new Error(`This deck cannot be played from your pool: ${v.reasons.join("; ")}`);
    this.#store.setGame(this.#key!, game, { myDeck: [...deck] });
    this.#send("ready", { game, ...(chooser === "me" ? { first: first ?? "me" } : {}) });
  }

  /** Our deck against our pool (a modified program can skip this: the friend's audit catches it). */
  checkMyDeck(deck: readonly string[]): { valid: boolean; reasons: string[] } {
    if (!this.pool) return { valid: false, reasons: ["the pools are not drawn yet"] };
    return checkDeck(deck, names(this.pool)!, this.#o.ctx);
  }

  /** Leaves the event: the games left are forfeited; the pool is kept. */
  leave(reason = "left the event"): void {
    if (this.status !== "playing" || this.#left.me) throw new Error(`Cannot leave now (the event is ${this.status}).`);
    this.#send("leave", { reason: reason.slice(0, 200) || "left the event" });
  }

  /** The event is over for us: our secrets go to the friend for the audit. */
  finish(): void {
    if (this.#final.me) return;
    if (this.status !== "playing" && this.status !== "auditing") throw new Error(`Cannot finish now (the event is ${this.status}).`);
    if (!this.standings().over) throw new Error("The event is not over: a game is still to be played.");
    this.#send("final", this.#phase!.final());
  }

  // ── The wire ─────────────────────────────────────────────────────────────────────────────

  attach(transport: Transport): void {
    this.detach();
    this.#transport = transport;
    this.#offTransport = [transport.onMessage((bytes) => this.receive(bytes)), transport.onClose(() => this.detach())];
    // The friend may have missed what we sent before a drop: it drops what it already holds.
    if (this.#key) for (const f of this.#store.frames(this.#key)) if (f.direction === "out") transport.send(f.frame);
    this.#pump();
  }

  detach(): void {
    this.#offTransport.forEach((off) => off());
    this.#offTransport = [];
    this.#transport = null;
  }

  get attached(): boolean {
    return this.#transport !== null;
  }

  /** A frame from the friend: checked, then logged and applied, or refused as an incident (nothing changes). */
  receive(bytes: Uint8Array): void {
    // Frames after one that waits for a game's result wait behind it, in order.
    if (this.#held.length) return this.#hold(bytes);
    try {
      const msg = decodeEventMessage(bytes);
      const p = msg.payload;
      if (p.author === this.#o.identity.publicKey) throw new EventRefusal("wrong-key", "A message signed with our own key: it is not the friend's.");
      if (this.#peerKey && p.author !== this.#peerKey) throw new EventRefusal("wrong-key", `A message signed by another key (${fingerprintOfKey(keyToBytes(p.author))}) than the friend's (${this.peerFingerprint}).`);
      if (!this.#peerKey && this.#o.expectedPeerFingerprint && fingerprintOfKey(keyToBytes(p.author)) !== this.#o.expectedPeerFingerprint) {
        throw new EventRefusal("wrong-key", `A message signed by ${fingerprintOfKey(keyToBytes(p.author))}, not by the friend the code named (${this.#o.expectedPeerFingerprint}).`);
      }
      if (this.#key && p.event !== this.#key) throw new EventRefusal("wrong-event", "A message of another event.");
      // A claim is outside the chain: judged, answered (or disputed), never logged.
      if (p.type === "claim") return this.#judgeClaim(msg);
      if (p.seq <= this.#peer.seq) {
        if (this.#peer.ids[p.seq - 1] === msg.id) return; // a repeat after a reconnect: already applied
        throw new EventRefusal("out-of-order", `Two different messages signed as the friend's message ${p.seq}: it is refused.`);
      }
      if (p.seq !== this.#peer.seq + 1 || p.prev !== this.#peer.last) throw new EventRefusal("out-of-order", `The friend's message ${p.seq} does not follow its message ${this.#peer.seq}.`);
      this.#apply(msg, "peer");
      this.#store.appendFrame(this.#key!, "in", msg.frame);
      this.#changes.emit();
      this.#pump();
    } catch (err) {
      if (err instanceof HeldForResult) return this.#hold(bytes);
      if (!(err instanceof EventRefusal)) {
        this.#incident("malformed", `Internal error on an event message: ${(err as Error).message}`);
        return;
      }
      this.#incident(err.code, err.message);
      if (err.code === "cheated") {
        this.#halted = this.incidents[this.incidents.length - 1]!;
        this.#changes.emit();
      }
    }
  }

  #hold(bytes: Uint8Array): void {
    if (this.#held.length >= MAX_HELD) {
      this.#incident("out-of-order", "Too many of the friend's messages wait for a game's result: refused (it resends them after a reconnection).");
      return;
    }
    this.#held.push(bytes);
  }

  #releaseHeld(): void {
    const held = this.#held;
    this.#held = [];
    for (const bytes of held) this.receive(bytes);
  }

  #incident(code: EventRefusalCode, message: string): void {
    if (this.incidents.length < 200) this.incidents.push({ code, message, at: new Date(this.#o.ctx.now()).toISOString() });
  }

  #send(type: EventMessageType, body: Record<string, unknown>): void {
    const msg = encodeEventMessage(this.#o.identity, { event: this.#key!, seq: this.#mine.seq + 1, prev: this.#mine.last, type, body });
    this.#apply(msg, "me");
    this.#store.appendFrame(this.#key!, "out", msg.frame);
    this.#transport?.send(msg.frame);
    this.#changes.emit();
    this.#pump();
  }

  /** Sends what we owe now (the pool phase's next messages). */
  #pump(): void {
    if (this.#replaying || this.#halted || !this.#phase || !this.#key) return;
    for (const body of this.#phase.due()) this.#send("phase", body);
  }

  #replay(): void {
    this.#replaying = true;
    try {
      for (const f of this.#store.frames(this.#key!)) this.#apply(decodeEventMessage(f.frame), f.direction === "out" ? "me" : "peer");
    } finally {
      this.#replaying = false;
    }
  }

  /** Checks a message against the state (throws EventRefusal and changes nothing), then applies it. */
  #apply(msg: EventMessage, from: "me" | "peer"): void {
    const { type, body, author } = msg.payload;
    const host = (from === "me") === (this.role === "host");
    const refuse = (text: string) => new EventRefusal("bad-body", text);
    let commit: () => void;
    switch (type) {
      case "propose": {
        checkBody(body, { nonce: isHex64, name: isText(MAX_NAME), kind: (x) => x === "sealed" || x === "winston", spec: isText(100), buildMinutes: () => true }, "A proposal");
        if (!host || this.#proposal || msg.payload.seq !== 1) throw refuse("A proposal comes first, from the host.");
        // A log written before the clock existed has no buildMinutes: no clock.
        const buildMinutes = body.buildMinutes === undefined ? null : body.buildMinutes;
        const clockProblem = buildMinutesProblem(buildMinutes);
        if (clockProblem) throw refuse(`The proposal: ${clockProblem}`);
        if (body.nonce !== msg.payload.event) throw refuse("A proposal names its own nonce as the event.");
        let spec: PackSpec;
        try {
          spec = parsePackSpec(body.spec as string, this.#o.ctx.cards.sets);
        } catch (e) {
          if (e instanceof PackSpecError) throw refuse(`The proposed packs: ${e.message}`);
          throw e;
        }
        const problem = body.kind === "winston" ? winstonSpecProblem(spec) : null;
        if (problem) throw refuse(`The proposed draft: ${problem}`);
        commit = () => {
          this.#proposal = { id: msg.id, nonce: body.nonce as string, name: (body.name as string).trim(), kind: body.kind as EventKind, spec, specText: describePackSpec(spec), buildMinutes: buildMinutes as number | null };
          if (!this.#key) {
            this.#key = body.nonce as string;
            this.#store.create(this.#key, this.role);
          }
        };
        break;
      }
      case "accept":
      case "decline": {
        // `proposal` binds the acceptance to the proposal's terms; only a log written before it existed lacks it.
        if (type === "accept") checkBody(body, { nonce: isHex64, name: isText(MAX_NAME), proposal: (x) => isHex64(x) || (x === undefined && this.#replaying) }, "An acceptance");
        else checkBody(body, { reason: isText(200) }, "A refusal");
        if (host || !this.#proposal || this.#answer || msg.payload.seq !== 1) throw refuse("The guest answers the proposal, once, first.");
        if (type === "accept" && body.proposal !== undefined && body.proposal !== this.#proposal.id) throw refuse("The acceptance names another proposal than the host's.");
        commit = () => {
          if (type === "decline") {
            this.#answer = { accepted: false, reason: body.reason as string };
            return;
          }
          this.#answer = { accepted: true, nonce: body.nonce as string, name: (body.name as string).trim() };
          this.#eventId = toHex(sha256(EVENT_ID_DOMAIN, Buffer.from(this.#proposal!.nonce, "hex"), Buffer.from(body.nonce as string, "hex")));
          const factory = this.#o.phase ?? (this.#proposal!.kind === "winston" ? winstonPhase : sealedPhase);
          this.#phase = factory({ identity: this.#o.identity, eventId: this.#eventId, role: this.role, spec: this.#proposal!.spec, sets: this.#o.ctx.cards.sets });
        };
        break;
      }
      case "phase": {
        if (!this.#phase) throw refuse("A pool phase message before the event was accepted.");
        if (typeof body.t !== "string") throw refuse("A pool phase message without its kind.");
        // The phase checks and applies in one step, and throws before changing anything.
        this.#phase.apply(body as PhaseBody, from);
        commit = () => {};
        break;
      }
      case "ready": {
        checkBody(body, { game: isGame, first: (x) => x === undefined || x === "me" || x === "peer" }, "A ready message");
        const side = from === "me" ? "me" : "peer";
        if (!this.#phase?.pool) throw refuse("A game before the pools were drawn.");
        if (body.game !== this.#ready[side] + 1) throw refuse(`Ready for game ${String(body.game)}, but the next game is ${this.#ready[side] + 1}.`);
        // A ready crossing the other side's leave on the wire is harmless (no game starts); after its own leave or secrets it is not.
        if (this.#left[side] || this.#final[side]) throw refuse("A game after the event ended.");
        // CR 103.1: the chooser (the previous game's loser) names who takes the first turn; nobody else may.
        const game = body.game as number;
        const chooser = this.chooser(game);
        if (chooser === undefined) {
          if (side === "peer" && !this.#replaying) throw new HeldForResult();
          throw refuse(`Ready for game ${game} before game ${game - 1}'s result is recorded.`);
        }
        if (chooser === side && body.first === undefined) throw refuse(`Game ${game}: the loser of the previous game chooses who plays first (CR 103.1), and this ready does not say it.`);
        if (chooser !== side && body.first !== undefined) {
          throw refuse(`Game ${game}: only the loser of the previous game chooses who plays first (CR 103.1)${chooser === null ? "; this game's first player is drawn at random" : ""}.`);
        }
        // The author's words to ours: its "me" is our "peer".
        const first = body.first === undefined ? null : side === "me" ? (body.first as "me" | "peer") : body.first === "me" ? "peer" : "me";
        commit = () => {
          this.#ready[side] = game;
          if (first) this.#first.set(game, first);
        };
        break;
      }
      case "claim":
        throw refuse("A claim is not part of the log.");
      case "forfeit": {
        // The side whose game-1 deck did not arrive in time accepted its friend's claim (build-clock.ts).
        checkBody(body, { game: (x) => x === 1, claim: isHex64 }, "A forfeit");
        const side = from === "me" ? "me" : "peer";
        if (!this.#phase?.pool) throw refuse("A forfeit before the pools were drawn.");
        if (this.#ready[side] !== 0 || this.#forfeit || this.#left[side] || this.#final[side]) throw refuse("A forfeit of game 1 after this side's deck for it, or after the event ended.");
        commit = () => {
          this.#ready[side] = 1;
          this.#forfeit = side;
        };
        break;
      }
      case "leave": {
        checkBody(body, { reason: isText(200) }, "A leave message");
        const side = from === "me" ? "me" : "peer";
        if (!this.#phase?.pool || this.#left[side] || this.#final[side]) throw refuse("Leaving is possible once the pools are drawn, before the end.");
        commit = () => void (this.#left[side] = body.reason as string);
        break;
      }
      case "final": {
        const side = from === "me" ? "me" : "peer";
        if (!this.#phase?.pool) throw refuse("Secrets before the pools were drawn.");
        if (this.#final[side]) throw refuse("The secrets were shown already.");
        let pool: PackCard[][] | null = null;
        let cheat: string | null = null;
        if (side === "peer") {
          try {
            pool = this.#phase.peerPool(body as PhaseBody);
          } catch (e) {
            if (!(e instanceof EventRefusal) || e.code !== "cheated") throw e;
            cheat = e.message; // a signed secret that breaks its commitment: the audit names it
          }
        }
        commit = () => {
          this.#final[side] = body as PhaseBody;
          if (side === "peer") {
            this.#peerPool = pool;
            this.#peerCheat = cheat;
          }
        };
        break;
      }
    }
    commit();
    if (from === "peer" && !this.#peerKey) {
      this.#peerKey = author;
      this.#store.setPeer(this.#key!, author);
    }
    const chain = from === "me" ? this.#mine : this.#peer;
    chain.seq = msg.payload.seq;
    chain.last = msg.id;
    chain.ids.push(msg.id);
  }
}

/** A limited deck against a pool (names): 40 cards at least, pool cards and basic lands only, no ante or dexterity card. */
export function checkDeck(deck: readonly string[], pool: readonly string[], ctx: Ctx) {
  const unknown = [...new Set(deck)].filter((n) => !ctx.cards.byName.has(n));
  if (unknown.length) return { valid: false, reasons: unknown.slice(0, 5).map((n) => `${JSON.stringify(n.slice(0, 60))} is not a card`) };
  return checkEventDeck(deck, pool, ctx.cards.byName);
}

export const isEventKey = (x: unknown): x is string => isHex64(x);

