/**
 * PeerSession: one side of a network match. It owns the match log, signs what we say,
 * and checks everything the peer says, in this order, before anything is applied:
 *
 *   size limit → framing/JSON → signature → peer's (pinned) key → game id
 *   → sequence & chain link (duplicate: dropped; gap: buffered and re-requested;
 *     same seq, different message: evidence, halt)
 *   → message type and body → game legality (through GameRules) → state hash.
 *
 * Failures that anyone on the path could cause (garbage, forgery, replays from another
 * game) are dropped and reported, and play continues. Failures signed by the peer's own
 * key for this game (illegal or out-of-turn moves, equivocation, bad reveal, desync) are
 * kept as evidence and halt the match: an honest client never sends them, and the peer's
 * hash chain cannot move past a message we refuse.
 *
 * The log is written before anything is sent, and state is only ever derived from it, so
 * a session rebuilt from its log (after a crash) continues exactly where it stopped; a new
 * transport (after a drop) is resynchronised by exchanging heads and resending.
 *
 * This class orchestrates; the parts live in `session/`: the frame checks up to the game id
 * (`screen.ts`), the two hash chains (`chain.ts`), the connection (`link.ts`), the seed
 * handshake (`handshake.ts`), the hidden-card phase (`hidden-phase.ts`), desync reports
 * (`desync.ts`), the peer's budgets (`budgets.ts`), evidence (`evidence.ts`) and the verdict a
 * received message gets (`verdict.ts`).
 */
import { NetError } from "./errors";
import { FINGERPRINT_PATTERN } from "./fingerprint";
import { otherSeat, type AuditResult, type GameRules, type HiddenGame, type Seat } from "./game-rules";
import type { Identity } from "./identity";
import { MemoryMatchLog, type MatchLog } from "./match-log";
import * as bodies from "./message-bodies";
import {
  DEFAULT_MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  ZERO_ID,
  decodeMessage,
  encodeMessage,
  isChainedType,
  isControlType,
  verifyMessage,
  type ChainedType,
  type ControlType,
  type Message,
} from "./protocol";
import { ChatCounter, PeerBudgets } from "./session/budgets";
import { OwnChain, PeerChain } from "./session/chain";
import { DesyncExchange, packState } from "./session/desync";
import { Evidence, MAX_INCIDENTS } from "./session/evidence";
import { Handshake, inHandshakeOrder } from "./session/handshake";
import { evaluateAudit, evaluateHidden, HiddenPhase, matchLoggedHidden, resultAfterAudit } from "./session/hidden-phase";
import { Link } from "./session/link";
import { checkRecovered, serveRecovery } from "./session/recovery";
import { screenFrame } from "./session/screen";
import type { PeerSessionOptions } from "./session/options";
import { acceptWithoutEffect, halting, type Verdict } from "./session/verdict";
import { formatSeconds } from "./session/words";
import type {
  ChatEntry,
  DesyncReport,
  Incident,
  IncidentCode,
  MatchResult,
  PeerInfo,
  SessionEvents,
  SessionStats,
  SessionStatus,
  SubmitResult,
} from "./session-types";
import { Listeners, type Transport } from "./transport";

export { PEER_BUDGETS } from "./session/budgets";
export type { LocalPlayer, PeerSessionOptions } from "./session/options";

/**
 * Frames larger than this are refused before they are parsed, except while a desync report
 * (which carries a whole game state) is being exchanged: no other message comes near it.
 */
const SMALL_FRAME_BYTES = 128 * 1024;
const DEFAULT_TIMEOUT_CLAIM_MS = 180_000;
const DEFAULT_HANDSHAKE_TIMEOUT_MS = 60_000;
/** Our latest actions whose state is kept: a desync report on one of them is served without replaying the log. */
const OWN_STATES_KEPT = 64;

/**
 * Refusals of a message the peer signed that are a forfeit while the match is on: an honest
 * program never sends them, and the signed message proves it. (Before the seed handshake is
 * done, and once the match is over, a refusal halts the match as before.)
 */
const FORFEIT_CODES = new Set<IncidentCode>([
  "unknown-type",
  "bad-body",
  "out-of-place",
  "chain-broken",
  "equivocation",
  "wrong-seat",
  "out-of-turn",
  "illegal-action",
  "cheated",
  "desync",
  "over-budget",
  "bogus-desync",
  "false-timeout",
  "result-mismatch",
]);

/** Who owes the next message, what it is, and since when (this session's clock). */
export interface Owed {
  seat: Seat;
  what: string;
  since: number;
}

export class PeerSession<S, A extends { player: Seat } = { player: Seat }> {
  readonly seat: Seat;
  readonly peerSeat: Seat;
  readonly log: MatchLog;
  readonly stats: SessionStats = { sent: 0, resent: 0, received: 0, duplicates: 0, rejected: 0 };
  readonly incidents: Incident[] = [];
  readonly chats: ChatEntry[] = [];

  private readonly identity: Identity;
  private readonly rules: GameRules<S, A>;
  private readonly options: PeerSessionOptions<S, A>;
  private readonly maxFrameBytes: number;
  private readonly retransmitMs: number;
  private readonly now: () => number;

  private listeners = new Map<keyof SessionEvents<S>, Listeners<unknown[]>>();
  private _status: SessionStatus = "handshake";
  private haltIncident: Incident | null = null;

  /** Our chain, and the peer's as applied here. */
  private readonly own = new OwnChain();
  private readonly theirs = new PeerChain();
  private readonly handshake: Handshake;

  // Game.
  private game: { state: S } | null = null;
  /** This side's copy with hidden cards, its messages still to send (or, while restoring, to find in the log). */
  private hidden: HiddenPhase<S, A> | null = null;
  private _result: MatchResult | null = null;
  private myResultSent = false;
  private _peerResult: bodies.ResultBody | null = null;
  private readonly desyncs = new DesyncExchange();
  private lastGameChangeAt: number;

  // Connection.
  private readonly link: Link;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private readonly evidenceLog: Evidence;
  private closed = false;
  /** Rebuilding from the log: messages in it were accepted once and are not judged by the clock again. */
  private restoring = false;
  /**
   * Rebuilt from a log that may have lost our last frames (options.recoverOwnTail): nothing is
   * signed, and the peer's chain is not read, until the peer has sent back our frames past the
   * log's head or said it holds none (session/recovery.ts).
   */
  private _recovering = false;
  private recoverAskedAt = -Infinity;
  private readonly startedAt: number;
  /** Budgets: the peer's (chat lines, bytes of their messages logged), and our own chat. */
  private readonly budgets: PeerBudgets;
  private readonly ownChat: ChatCounter;

  // The clock: who owes the next message, since when.
  /** Non-chat messages of either chain applied so far: the clock restarts when it moves. */
  private progress = 0;
  /** Seq of our latest non-chat message: a timeout claim must have seen it. */
  private ownProgressSeq = 0;
  private owedKey = "";
  private owedSince = 0;
  /** The peer lost by forfeit here (a signed message that breaks the protocol, or it walked away). */
  private _forfeited: Incident | null = null;
  /** After a forfeit nothing more of the peer's chain is accepted. */
  private peerChainClosed = false;
  /** Signed messages refused without a halt (a disputed timeout claim): resent, they are dropped silently. */
  private readonly refusedIds = new Set<string>();
  /** The peer's frame that carried the highest ack: proof of what it applied of ours. */
  private ackFrame: Uint8Array | null = null;
  /** Our latest actions' states and signed hashes (a desync report on one is served from here). */
  private readonly ownStates = new Map<number, { state: S; hash: string }>();

  constructor(options: PeerSessionOptions<S, A>) {
    this.options = options;
    this.identity = options.identity;
    this.rules = options.rules;
    this.log = options.log ?? new MemoryMatchLog();
    this.seat = options.role === "host" ? "A" : "B";
    this.peerSeat = otherSeat(this.seat);
    this.maxFrameBytes = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    this.retransmitMs = options.retransmitMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.link = new Link({ ackDelayMs: options.ackDelayMs ?? 30, retransmitMs: this.retransmitMs, now: this.now });
    this.lastGameChangeAt = this.now();
    this.startedAt = this.now();
    this.budgets = new PeerBudgets(options.budgets);
    this.ownChat = new ChatCounter(this.budgets.limits);
    this.evidenceLog = new Evidence(this.log, this.now);
    this.handshake = new Handshake({
      identity: options.identity,
      role: options.role,
      local: options.local,
      versions: { protocol: PROTOCOL_VERSION, app: options.local.app, engine: this.rules.version, cards: options.local.cards },
      hidden: !!options.hidden,
      checkDeck: options.checkDeck,
      knownPeers: options.knownPeers,
    });
    if (options.expectedPeerFingerprint && !FINGERPRINT_PATTERN.test(options.expectedPeerFingerprint)) {
      throw new NetError("bad-fingerprint", `"${options.expectedPeerFingerprint}" is not a fingerprint (expected five groups of four characters).`);
    }

    if (this.log.entries().length > 0) {
      this.restore();
      if (options.recoverOwnTail && !options.replayOnly && this._status !== "halted") this._recovering = true;
    } else {
      this.sendChained("hello", this.handshake.newHello());
    }
    if (!options.replayOnly) this.pump();
  }

  // ------------------------------------------------------------------ public view

  get status(): SessionStatus {
    return this._status;
  }
  get gameId(): string {
    return this.handshake.gameId;
  }
  get seed(): string {
    return this.handshake.seed;
  }
  get state(): S | null {
    return this.game?.state ?? null;
  }
  get stateHash(): string | null {
    if (this.hidden) return this.game ? this.hidden.game.agreedHash : null;
    return this.game ? this.rules.hash(this.game.state) : null;
  }
  /** The seat that may act now; nobody while hidden cards are being shuffled or shown. */
  get toAct(): Seat | null {
    return this._status === "playing" ? this.whoMayAct() : null;
  }
  /** The end-of-match audit of the opponent's secrets (hidden cards), once it is done. */
  get audit(): AuditResult | null {
    return this.hidden?.audit ?? null;
  }
  /**
   * With hidden cards, the cards whose owner changed in `final` (this copy, or it with the result
   * applied), by physical card (HiddenGame.ownershipChanges); null in an open match.
   */
  ownershipChanges(final: S): { card: number; name: string; from: Seat; to: Seat }[] | null {
    return this.hidden?.game.ownershipChanges?.(final) ?? null;
  }
  /** True when this match hides hands and libraries (protocol v2 with the rules engine). */
  get hidesCards(): boolean {
    return !!this.options.hidden;
  }
  get peer(): PeerInfo | null {
    return this.handshake.peer;
  }
  /** Whether this match is played for ante (both players chose it in their hellos). */
  get ante(): boolean {
    return this.handshake.ante;
  }
  /** The opponent's decklist: from their hello in an open match; with hidden cards, only once shown at the audit. */
  get peerDeck(): readonly string[] | null {
    if (this.options.hidden) return this.hidden?.game.peerDecklist ?? null;
    return this.handshake.peerHello?.deck ?? null;
  }
  get result(): MatchResult | null {
    return this._result;
  }
  /**
   * The match's result after the audit: the game's result, unless the audit named a cheater (its
   * secrets fail a check, or it withheld them), who then loses after the fact.
   */
  get finalResult(): (MatchResult & { overturned?: { winner: Seat | "draw"; reason: string } }) | null {
    return resultAfterAudit(this._result, this.audit);
  }
  /** The peer's signed result, once it arrived (and matched ours). */
  get peerResult(): bodies.ResultBody | null {
    return this._peerResult;
  }
  get desync(): DesyncReport | null {
    return this.desyncs.report;
  }
  get haltReason(): Incident | null {
    return this.haltIncident;
  }
  /** The incident by which the peer lost here without the rules deciding (forfeit or abandonment), if it did. */
  get forfeited(): Incident | null {
    return this._forfeited;
  }
  /** Waiting for the peer to send back our own frames a power cut may have taken from the log. */
  get recovering(): boolean {
    return this._recovering;
  }
  get connected(): boolean {
    return this.link.current?.isOpen ?? false;
  }
  /** Our and the peer's chain heads as applied here. */
  get heads(): { mine: number; theirs: number; theirAck: number } {
    return { mine: this.own.seq, theirs: this.theirs.seq, theirAck: this.theirs.ack };
  }

  on<K extends keyof SessionEvents<S>>(event: K, handler: (...args: SessionEvents<S>[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Listeners<unknown[]>()));
    return set.add(handler as unknown as (...args: unknown[]) => void);
  }

  private emit<K extends keyof SessionEvents<S>>(event: K, ...args: SessionEvents<S>[K]): void {
    this.listeners.get(event)?.emit(...(args as unknown[]));
  }

  /** The peer's key, pinned by its accepted hello: the only one accepted from then on. */
  private get peerKey(): string | null {
    return this.handshake.peer?.publicKey ?? null;
  }

  // ------------------------------------------------------------------ connection

  /** Connects (or reconnects) over a transport; the old one, if any, is closed. */
  attach(transport: Transport): void {
    if (this.closed) throw new NetError("session-closed", "This match session is closed.");
    this.detach("replaced by a new connection");
    this.link.connect(
      transport,
      (bytes) => this.receive(bytes),
      (reason) => this.emit("disconnected", reason),
    );
    if (!this.tickTimer) {
      this.tickTimer = setInterval(() => this.tick(), Math.max(10, this.retransmitMs / 2));
      this.tickTimer.unref?.();
    }
    if (this._recovering) {
      // First get back what we may have signed and lost; the rest waits until then.
      this.requestRecovery(true);
      return;
    }
    // Tell the peer what we have, and send what it may lack (duplicates are cheap and dropped).
    this.requestResync(true);
    this.resendFrom(this.theirs.ack + 1);
  }

  detach(reason = "detached"): void {
    this.link.drop()?.close(reason);
  }

  /** Stops timers and closes the transport. The log stays; a new session can resume from it. */
  close(): void {
    this.closed = true;
    this.detach("session closed");
    if (this.tickTimer) clearInterval(this.tickTimer);
    this.tickTimer = null;
  }

  private tick(): void {
    if (this._recovering) {
      // No clock runs against anyone while we cannot know our own chain.
      if (this.link.current) this.requestRecovery(false);
      return;
    }
    const handshakeLimit = this.options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
    if (this._status === "handshake" && !this.hidden && this.now() - this.startedAt >= handshakeLimit) {
      this.handshakeTimedOut();
      return;
    }
    if (this._status === "handshake" && this.hidden) {
      // The libraries are being shuffled and the first player drawn: whoever owes a message for as
      // long as a handshake may take has walked away.
      const owed = this.trackOwed();
      if (owed && owed.seat === this.peerSeat && this.now() - owed.since >= handshakeLimit) {
        this.abandonedBeforeStart(owed);
        return;
      }
    }
    if (this._status === "finished" && this.hidden && !this.options.replayOnly) {
      const owed = this.trackOwed();
      if (owed && owed.seat === this.peerSeat && this.now() - owed.since >= (this.options.timeoutClaimMs ?? DEFAULT_TIMEOUT_CLAIM_MS)) this.auditWithheld(owed);
    }
    if (!this.link.current) return;
    // Our unanswered desync report is worth repeating (a few times), whether or not the match is on.
    const repeat = this.desyncs.repeat();
    if (repeat) this.sendControl("desync", repeat);
    if (this._status === "halted") return;
    if (this.own.seq > this.theirs.ack && this.link.resendDue()) {
      this.resendFrom(this.theirs.ack + 1);
    }
    if (this.theirs.hasPending) this.requestResync(false);
  }

  // ------------------------------------------------------------------ local player

  /** Submits our action: checked by the rules first; a rejection sends nothing. */
  submit(action: A): SubmitResult {
    if (this._recovering) {
      return { ok: false, rejection: { code: "recovering", message: "Recovering your last messages from your opponent after a restart: wait a moment." } };
    }
    if (this._status !== "playing" || !this.game) {
      return { ok: false, rejection: { code: "not_playing", message: this.notPlayingMessage() } };
    }
    if (action.player !== this.seat) {
      return { ok: false, rejection: { code: "wrong_player", message: `You play seat ${this.seat}; this action is for seat ${action.player}.` } };
    }
    if (this.whoMayAct() !== this.seat) {
      return { ok: false, rejection: { code: "not_your_priority", message: "It is not your turn to act: waiting for your opponent." } };
    }
    if (this.hidden) {
      const done = this.submitHidden(this.hidden.game, action);
      this.trackOwed();
      return done;
    }
    const r = this.safeApply(this.game.state, action);
    if (!r.ok) return r;
    const hash = this.rules.hash(r.state);
    const seq = this.sendChained("action", { action }, hash); // logged before sent
    this.setState(r.state, "me", action, seq, hash);
    this.trackOwed();
    return { ok: true, seq, hash };
  }

  /** Our action in a hidden match: checked in our copy, then sent with the cards it shows. */
  private submitHidden(hidden: HiddenGame<S, A>, action: A): SubmitResult {
    const problem = hidden.check(action);
    if (problem) return { ok: false, rejection: problem };
    hidden.act(action);
    const seq = this.pumpHidden();
    this.syncHidden("me", action, seq);
    return { ok: true, seq, hash: hidden.agreedHash };
  }

  /** Who may act now: in a hidden match, nobody while cards are being shuffled or shown. */
  private whoMayAct(): Seat | null {
    if (!this.game) return null;
    // The rules may stop a game the hidden game would go on with (a turn cap in computer matches).
    if (this.hidden && this.hidden.game.mustAct() === null) return null;
    return this.rules.whoMayAct(this.game.state);
  }

  chat(text: string): void {
    bodies.validateChat({ text });
    if (this._recovering) throw new NetError("recovering", "Recovering your last messages from your opponent after a restart: chat is available in a moment.");
    // Handshake messages have fixed numbers 1–3, so nothing else may be sent before them.
    if (this._status === "handshake") throw new NetError("not-connected", "Chat is available once the match has started.");
    // The same budget the opponent's program holds us to: an honest client never goes over it.
    const over = this.ownChat.take(this.now());
    if (over === "minute") throw new NetError("too-fast", `At most ${this.budgets.limits.chatPerMinute} chat lines a minute: wait a moment.`);
    if (over === "match") throw new NetError("too-fast", `At most ${this.budgets.limits.chatPerMatch} chat lines in a match.`);
    const seq = this.sendChained("chat", { text });
    this.recordChat({ from: "me", text, seq });
  }

  concede(): void {
    if (this._status !== "playing") throw new NetError("not-playing", this.notPlayingMessage());
    this.sendChained("concede", {});
    this.finish({ winner: this.peerSeat, reason: "concede" });
  }

  /**
   * Who owes the next message now, what it is (an action, a step of a shuffle, keys, a random
   * link, the audit…) and since when: the clock runs against that side. Null when nobody owes one.
   */
  owes(): Owed | null {
    return this.trackOwed();
  }

  /** How long the opponent may owe a message before a timeout can be claimed (a setting; 3 minutes by default). */
  get timeoutClaimMs(): number {
    return this.options.timeoutClaimMs ?? DEFAULT_TIMEOUT_CLAIM_MS;
  }

  /** Milliseconds the opponent has owed the next message (an action, keys, a shuffle step, a random link…), or null if it owes none. */
  opponentSilentFor(): number | null {
    const owed = this.trackOwed();
    if (!owed || owed.seat !== this.peerSeat) return null;
    return this.now() - owed.since;
  }

  /** Ends the match in our favour because the opponent did not send what it owed in time (a setting). */
  claimTimeout(): void {
    if (this._status !== "playing") throw new NetError("not-playing", this.notPlayingMessage());
    const limit = this.options.timeoutClaimMs ?? DEFAULT_TIMEOUT_CLAIM_MS;
    const owed = this.trackOwed();
    const silent = this.opponentSilentFor();
    if (silent === null || !owed) {
      const yours = owed?.seat === this.seat ? ` Now you owe ${owed.what}.` : "";
      throw new NetError("not-their-turn", `A timeout can only be claimed while the opponent owes the next message (an action, keys, a shuffle step or a random link).${yours}`);
    }
    if (silent < limit) {
      throw new NetError("too-early", `Your opponent has owed ${owed.what} for ${Math.round(silent / 1000)} s; a timeout can be claimed after ${Math.round(limit / 1000)} s.`);
    }
    // Evidence: the opponent's last signed message, after which it owed what it never sent.
    const last = this.findPeerFrame(this.theirs.seq);
    if (last) this.evidenceLog.keep("timeout", `the opponent's last signed message; then it owed ${owed.what} for ${formatSeconds(silent)} and sent nothing`, last, true);
    this.sendChained("timeout-claim", {});
    this.finish({ winner: this.seat, reason: "timeout" });
  }

  // ------------------------------------------------------------------ the clock

  /** Who owes the next message now, and what (no time). */
  private owedNow(): { seat: Seat; what: string } | null {
    if (this._status === "playing" && this.game) {
      const waiting = this.hidden?.game.awaiting?.() ?? null;
      if (waiting) return waiting;
      const seat = this.whoMayAct();
      return seat ? { seat, what: "an action" } : null;
    }
    // The libraries are being shuffled, the first player drawn.
    if (this._status === "handshake" && this.hidden) return this.hidden.game.awaiting?.() ?? null;
    if (this._status === "finished") return this.auditOwed();
    return null;
  }

  /**
   * Who owes the audit once the match is over (issue 29 part 2 fills this in: the peer while we
   * wait for its commitment, reveal or chunks). Null: nobody.
   */
  private auditOwed(): { seat: Seat; what: string } | null {
    // After a forfeit nothing more of the peer's is read; a read-only replay waits for nobody.
    if (!this.hidden || this.peerChainClosed || this.options.replayOnly || !this.myResultSent) return null;
    return this.hidden.auditOwed();
  }

  /**
   * The match is over and the peer has owed (part of) its audit for the claim time: it withheld
   * it, and loses the match after the fact. Our signed `audit {t:"withheld"}` records the verdict
   * (a session rebuilt from the log finds it there).
   */
  private auditWithheld(owed: Owed): void {
    const body = this.hidden!.withheldBody(formatSeconds(this.now() - owed.since));
    this.sendChained("audit", body);
    const audit = this.hidden!.audit;
    if (audit) this.emit("audit", audit);
  }

  /** What is owed now, with the time it has been owed since (restarted when it changes or either chain moves). */
  private trackOwed(): Owed | null {
    const owed = this.owedNow();
    const key = owed ? `${owed.seat}|${owed.what}|${this.progress}` : "";
    if (key !== this.owedKey) {
      this.owedKey = key;
      this.owedSince = this.now();
    }
    return owed ? { ...owed, since: this.owedSince } : null;
  }

  // ------------------------------------------------------------------ forfeits

  /**
   * The peer loses the match here without the rules deciding: it signed a message that breaks the
   * protocol (`frame`, kept whole as evidence), or it walked away (`reason` "abandoned"). The
   * result is ours; our signed `result` records it in the log, and nothing more of the peer's
   * chain is accepted.
   */
  private forfeit(code: IncidentCode, message: string, frame: Uint8Array | null, where: { seq?: number; type?: string } = {}, reason = "forfeit"): void {
    this.stats.rejected++;
    const incident: Incident = { code, message, ...where, halted: false, forfeit: true, at: new Date(this.now()).toISOString() };
    if (this.incidents.length < MAX_INCIDENTS) this.incidents.push(incident);
    if (frame) this.evidenceLog.keep(code, message, frame, true);
    this._forfeited = incident;
    this.peerChainClosed = true;
    this.theirs.clearPending();
    this.emit("rejected", incident);
    this.finish({ winner: this.seat, reason });
  }

  /** Whether a halting refusal with this code is a forfeit now: the match is on and the peer known. */
  private mayForfeit(code: IncidentCode): boolean {
    return FORFEIT_CODES.has(code) && (this._status === "playing" || (this._status === "handshake" && !!this.hidden));
  }

  /**
   * The peer owed a message while the libraries were shuffled or the first player drawn, and sent
   * nothing for as long as a handshake may take: it walked away. After our link of the draw for
   * who starts, it could see who would start: its signed commitment to its chain is the evidence.
   */
  private abandonedBeforeStart(owed: Owed): void {
    const secs = formatSeconds(this.now() - owed.since);
    const whoStarts = /who starts/.test(owed.what);
    const theirHidden = this.log.entries().find((e) => e.kind === "message" && e.direction === "in" && e.type === "hidden");
    const last = this.findPeerFrame(this.theirs.seq);
    const text = whoStarts
      ? `Your opponent received your link of the draw for who starts, then sent nothing for ${secs} instead of its own: it could see who would start, then walked away. It loses the match (abandoned); its signed commitment to its random chain and its last message are kept as evidence.`
      : `Your opponent owed ${owed.what} and sent nothing for ${secs} while the libraries were being shuffled: it walked away. It loses the match (abandoned); its last signed message is kept as evidence.`;
    if (whoStarts && theirHidden && theirHidden.kind === "message" && theirHidden.seq !== this.theirs.seq) {
      this.evidenceLog.keep("abandoned", "the opponent's signed commitment to its random chain (its deck announcement)", theirHidden.frame, true);
    }
    this.forfeit("abandoned", text, last ?? null, { seq: this.theirs.seq, type: "hidden" }, "abandoned");
  }

  private notPlayingMessage(): string {
    if (this._status === "handshake") return "The match has not started yet.";
    if (this._status === "finished") return "The match is over.";
    return `The match is halted: ${this.haltIncident?.message ?? "unknown reason"}`;
  }

  // ------------------------------------------------------------------ sending

  /** Signs, logs, then sends one chained message; returns its seq. */
  private sendChained(type: ChainedType, body: unknown, postHash?: string): number {
    // Never sign while our own chain may be missing frames the peer holds: that could sign a
    // second, different message at one seq (equivocation).
    if (this._recovering) throw new NetError("recovering", "Recovering your last messages from your opponent after a restart: nothing can be sent yet.");
    const message = encodeMessage(this.identity, {
      gameId: type === "hello" ? "" : this.handshake.gameId,
      seq: this.own.seq + 1,
      prev: this.own.id,
      ack: this.theirs.seq,
      type,
      body,
      ...(postHash !== undefined ? { postHash } : {}),
    });
    this.log.append({ kind: "message", direction: "out", seq: message.payload.seq, id: message.id, type, frame: message.frame, payload: message.payload });
    this.noteOwn(message);
    this.link.ackCarried();
    this.link.transmit(message.frame);
    this.stats.sent++;
    return message.payload.seq;
  }

  private sendControl(type: ControlType, body: unknown): void {
    const transport = this.link.current;
    if (!transport) return;
    const message = encodeMessage(this.identity, { gameId: this.handshake.gameId, seq: 0, prev: ZERO_ID, ack: this.theirs.seq, type, body });
    this.link.ackCarried();
    transport.send(message.frame);
  }

  /** Bookkeeping for a message of ours (freshly sent or replayed from the log). */
  private noteOwn(message: Message): void {
    const { type, body } = message.payload;
    this.own.note(message);
    if (type !== "chat") {
      this.progress++;
      this.ownProgressSeq = message.payload.seq;
    }
    this.handshake.noteOwn(type, body);
    if (type === "result") this.myResultSent = true;
    if (type === "audit") this.hidden?.noteOwnAudit(body);
  }

  private resendFrom(from: number): void {
    if (!this.link.current) return;
    for (const frame of this.own.burst(from)) {
      this.link.transmit(frame);
      this.stats.resent++;
    }
  }

  /** Tells the peer our heads so it sends what we lack (rate-limited unless forced). */
  private requestResync(force: boolean): void {
    if (!this.link.mayRequestResync(force)) return;
    this.sendControl("resync-request", { have: this.theirs.seq, head: this.own.seq });
  }

  private scheduleAck(): void {
    this.link.scheduleAck(() => this.sendControl("ack", {}));
  }

  /** Sends whatever the handshake or the end of the match calls for next. Idempotent. */
  private pump(): void {
    // While the log is replayed, what we sent is in it: nothing is sent again until it is done.
    if (this._status === "halted" || this.restoring || this._recovering) return;
    const commit = this.handshake.commitDue();
    if (commit) this.sendChained("commit", commit);
    const reveal = this.handshake.revealDue();
    if (reveal) {
      this.sendChained("reveal", reveal);
      this.maybeStartGame();
    }
    if (this._status === "finished" && this._result && !this.myResultSent) {
      this.sendChained("result", { winner: this._result.winner, reason: this._result.reason, finalHash: this._result.finalHash });
    }
    // The game is over: every secret is shown, so that each side can audit the other (spec §5).
    // Commit, then reveal: our commitment at once, our secrets (in chunks under the frame limit)
    // once the peer's commitment is in, so whoever shows first gains nothing (issue 29).
    if (this._status === "finished" && this.myResultSent && this.hidden && !this.options.replayOnly && !this.peerChainClosed) {
      for (const body of this.hidden.auditOut()) this.sendChained("audit", body);
    }
    this.pumpHidden();
  }

  // ------------------------------------------------------------------ hidden cards

  /**
   * Signs and sends what the hidden game has to say, in order; returns the seq of the last one.
   * While the log is replayed, the messages wait to be matched with the ones logged.
   */
  private pumpHidden(): number {
    const hidden = this.hidden;
    if (!hidden) return this.own.seq;
    hidden.collect();
    if (this.restoring || this._recovering || this.options.replayOnly || this._status === "halted") return this.own.seq;
    let seq = this.own.seq;
    for (let m; (m = hidden.next()); ) seq = this.sendChained(m.type, m.body, m.postHash);
    return seq;
  }

  /** After the hidden game changed: the game starts once both libraries are dealt; updates are announced. */
  private syncHidden(by: "me" | "peer", action: unknown, seq: number): void {
    const state = this.hidden?.changed();
    if (!this.hidden || !state) return;
    if (this._status === "handshake") {
      this.game = { state };
      this.startPlaying();
      return;
    }
    if (this._status !== "playing") return;
    this.setState(state, by, action, seq, this.hidden.game.agreedHash);
  }

  private afterHiddenMessage(by: "me" | "peer", action: unknown, seq: number): void {
    this.pumpHidden();
    this.syncHidden(by, action, seq);
  }

  // ------------------------------------------------------------------ receiving

  /**
   * Entry point for every byte string from the transport. Nothing the peer sends can make it
   * throw: an unexpected error stops this match with an incident, and the host goes on.
   */
  receive(bytes: Uint8Array): void {
    try {
      this.receiveFrame(bytes);
      this.trackOwed();
    } catch (err) {
      const incident: Incident = {
        code: "internal-error",
        message: `A message from the opponent could not be handled (${String((err as Error)?.message ?? err).slice(0, 200)}). The match is stopped; its log is kept.`,
        halted: this._status !== "halted",
        at: new Date(this.now()).toISOString(),
      };
      this.incidents.push(incident);
      try {
        this.evidenceLog.keep("internal-error", incident.message, bytes);
      } catch {
        // The log itself failed: the incident is still reported below.
      }
      this.emit("rejected", incident);
      if (incident.halted) this.halt(incident);
    }
  }

  private receiveFrame(bytes: Uint8Array): void {
    this.stats.received++;
    const screened = screenFrame(bytes, {
      // Only a desync exchange carries large messages; anything else that large is refused unread.
      maxBytes: this.desyncs.open || this._recovering ? this.maxFrameBytes : Math.min(this.maxFrameBytes, SMALL_FRAME_BYTES),
      myKey: this.identity.publicKey,
      peerKey: this.peerKey,
      expectedPeerFingerprint: this.options.expectedPeerFingerprint,
      gameId: this.handshake.gameId,
    });
    if (!screened.ok) {
      this.refuse(screened.code, screened.reason, bytes, false, screened.where);
      return;
    }
    const message = screened.message;
    if (this._recovering && message.payload.seq !== 0) {
      // The peer's messages may follow ours that we lost: read them once our chain is whole
      // (the resync after recovery asks for them again).
      return;
    }
    if (message.payload.seq === 0) {
      this.receiveControl(message);
      return;
    }
    this.noteAck(message.payload.ack, message.frame);
    this.receiveChained(message);
  }

  private noteAck(ack: number, frame?: Uint8Array): void {
    if (!this.theirs.noteAck(ack, this.own.seq)) return;
    if (frame) this.ackFrame = frame;
    this.emit("acknowledged", this.theirs.ack);
  }

  private receiveChained(message: Message): void {
    const { seq } = message.payload;
    // The peer forfeited: its chain stopped at the message refused; nothing after it counts.
    if (this.peerChainClosed) return;
    const place = this.theirs.place(message);
    if (place === "old") {
      if (this.theirs.isDuplicate(message)) {
        this.stats.duplicates++;
        this.scheduleAck(); // our earlier ack may have been lost
      } else if (seq === 1) {
        // Hellos carry no game id (it does not exist yet), so a different hello is a replay
        // from another game, not a second history of this one.
        this.refuse("wrong-game", "A hello from another game arrived (a replay from an earlier match?).", message.frame, false, { seq, type: message.payload.type });
      } else {
        this.equivocation(message, this.findPeerFrame(seq));
      }
      return;
    }
    if (place === "future") {
      const held = this.theirs.hold(message, this.handshake.gameId !== "");
      if (held) this.equivocation(message, held.frame);
      this.requestResync(false); // ask for the missing ones
      return;
    }
    this.processInOrder(message);
    let next: Message | undefined;
    while (this._status !== "halted" && (next = this.theirs.takeNext())) this.processInOrder(next);
  }

  /** The next message of the peer's chain: judged, then logged (within budget), then applied. */
  private processInOrder(message: Message): void {
    if (this._status === "halted" || this.peerChainClosed) return;
    // A signed message refused once without a halt (a disputed timeout claim), sent again.
    if (this.refusedIds.has(message.id)) return;
    const verdict = this.evaluate(message);
    if (!verdict.ok) {
      if (!verdict.halt) this.refusedIds.add(message.id);
      this.refuse(verdict.code, verdict.message, message.frame, verdict.halt, { seq: message.payload.seq, type: message.payload.type });
      verdict.after?.();
      return;
    }
    const overLog = this.budgets.logged(message.frame.length);
    if (overLog && !this.restoring) {
      this.overBudget(overLog, message);
      return;
    }
    this.log.append({ kind: "message", direction: "in", seq: message.payload.seq, id: message.id, type: message.payload.type, frame: message.frame, payload: message.payload });
    this.theirs.accept(message);
    if (message.payload.type !== "chat") this.progress++;
    verdict.commit();
    this.scheduleAck();
    this.pump();
  }

  /** Checks one in-order chained message from the peer; `commit` applies it. */
  private evaluate(message: Message): Verdict {
    const p = message.payload;
    if (p.prev !== this.theirs.id) return halting("chain-broken", `Message ${p.seq} does not follow the opponent's previous message (broken hash chain).`);
    if (!isChainedType(p.type)) {
      return halting("unknown-type", isControlType(p.type) ? `"${p.type}" must not carry a sequence number.` : `Unknown message type "${p.type}" (protocol v${PROTOCOL_VERSION}).`);
    }
    if (!inHandshakeOrder(p.type, p.seq)) {
      return halting("out-of-place", `A "${p.type}" message cannot be message number ${p.seq}.`);
    }
    try {
      switch (p.type) {
        case "hello":
          return this.handshake.evaluateHello(bodies.validateHello(p.body), p.author);
        case "commit":
          return this.handshake.evaluateCommit(bodies.validateCommit(p.body));
        case "reveal":
          return this.handshake.evaluateReveal(bodies.validateReveal(p.body), () => this.maybeStartGame());
        case "action":
          return this.evaluateAction(message, bodies.validateAction(p.body));
        case "hidden": {
          // Keys messages are counted like chat lines (each must bring a new key or end a showing).
          const keys = (p.body as { t?: unknown } | null)?.t === "keys" ? this.budgets.keysMessage() : null;
          if (keys && !this.restoring) return halting("over-budget", keys, () => this.link.current?.close("over budget"));
          return evaluateHidden(this.hidden, message, this._status, () => this.afterHiddenMessage("peer", null, p.seq));
        }
        case "audit":
          return evaluateAudit(this.hidden, message, this._status, this.peerSeat, (audit) => this.emit("audit", audit));
        case "chat": {
          const b = bodies.validateChat(p.body);
          const flood = this.restoring ? null : this.budgets.chatFlood(this.now());
          if (flood) return halting("over-budget", flood, () => this.link.current?.close("over budget"));
          return { ok: true, commit: () => this.recordChat({ from: "peer", text: b.text, seq: p.seq }) };
        }
        case "concede":
          bodies.validateEmpty(p.body);
          if (this._status !== "playing" && this._status !== "handshake") return acceptWithoutEffect();
          return { ok: true, commit: () => this.finish({ winner: this.seat, reason: "concede" }) };
        case "timeout-claim":
          bodies.validateEmpty(p.body);
          return this.evaluateTimeoutClaim(message);
        case "result":
          return this.evaluateResult(bodies.validateResult(p.body));
      }
    } catch (err) {
      return halting("bad-body", `Malformed "${p.type}" message: ${(err as Error).message}.`);
    }
  }

  private evaluateAction(message: Message, body: bodies.ActionBody): Verdict {
    if (!this.game || this._status === "handshake") return halting("out-of-place", "An action arrived before the game started.");
    // The match ended here (our concede or timeout claim) while this action was on its way: it
    // is part of their chain, so it is kept, but it comes too late to change the game.
    if (this._status === "finished") return acceptWithoutEffect();
    const action = body.action as A;
    if (action.player !== this.peerSeat) {
      return halting("wrong-seat", `The opponent (seat ${this.peerSeat}) sent an action for seat ${String(action.player)}.`);
    }
    const mayAct = this.whoMayAct();
    if (mayAct !== this.peerSeat) {
      return halting("out-of-turn", `The opponent acted while it was ${mayAct === this.seat ? "your" : "nobody's"} turn to act.`);
    }
    const claimed = message.payload.postHash;
    const hidden = this.hidden;
    if (hidden) {
      const refused = hidden.problem(() => hidden.game.receive("action", message.payload.body));
      if (refused) return refused;
      const agreed = hidden.game.agreedHash;
      if (agreed !== claimed) return this.desyncVerdict(message, agreed, hidden.game.state!);
      return { ok: true, commit: () => this.afterHiddenMessage("peer", action, message.payload.seq) };
    }
    const r = this.safeApply(this.game.state, action);
    if (!r.ok) return halting("illegal-action", `The opponent sent an illegal action: ${r.rejection.message}`);
    const hash = this.rules.hash(r.state);
    if (hash !== claimed) return this.desyncVerdict(message, hash, r.state);
    return { ok: true, commit: () => this.setState(r.state, "peer", action, message.payload.seq, hash) };
  }

  /** The state after the peer's action differs from theirs: a halt, then our desync report. */
  private desyncVerdict(message: Message, ours: string, state: S): Verdict {
    const claimed = message.payload.postHash;
    return halting("desync", `The game states differ after the opponent's action ${message.payload.seq}: their hash ${claimed ?? "(none)"}, ours ${ours}.`, () =>
      this.startDesyncReport(message, ours, state, claimed ?? ""),
    );
  }

  /**
   * A timeout claim counts only if, by our own clock, we have owed the next message (an action,
   * keys, a shuffle step, a random link) for the timeout: the claimer's clock proves nothing to us.
   * A claim made before the claimer had our latest message, or too early, is a dispute: refused
   * and kept as evidence, nobody loses, and the match goes on (the claimer's chain stops at its
   * claim, so if it stays silent when it owes a message, it loses by timeout). A claim made with
   * everything we sent in hand while the claimer owed the message itself, or nobody did, is false
   * on its face: a forfeit.
   */
  private evaluateTimeoutClaim(message: Message): Verdict {
    if (this._status !== "playing" || !this.game) return acceptWithoutEffect();
    const dispute = (text: string): Verdict => ({ ok: false, code: "disputed-timeout", message: `${text} The claim is refused and kept as evidence; nobody loses, and the match goes on.`, halt: false });
    if (message.payload.ack < this.ownProgressSeq) {
      return dispute(`The opponent claimed a timeout before receiving your latest message (it had your messages up to ${message.payload.ack}, you had sent ${this.ownProgressSeq}).`);
    }
    const owed = this.trackOwed();
    if (!owed || owed.seat !== this.seat) {
      const who = owed ? `while it owed the next message itself (${owed.what})` : "while nobody owed a message";
      return halting("false-timeout", `The opponent claimed a timeout ${who}, with everything you sent in hand.`);
    }
    const limit = this.options.timeoutClaimMs ?? DEFAULT_TIMEOUT_CLAIM_MS;
    const waited = this.now() - owed.since;
    // A message in the log was judged when it arrived; replaying it must reach the same end.
    if (!this.restoring && waited < limit) {
      return dispute(`The opponent claimed a timeout after you had owed ${owed.what} for ${formatSeconds(waited)}; a timeout needs ${formatSeconds(limit)}.`);
    }
    return { ok: true, commit: () => this.finish({ winner: this.peerSeat, reason: "timeout" }) };
  }

  private evaluateResult(result: bodies.ResultBody): Verdict {
    const mine = this._result;
    // After a concede or timeout an action may have crossed it in flight and been applied on one
    // side only, so final states may legitimately differ; a result the rules decided may not.
    const hashMatters = mine ? mine.reason !== "concede" && mine.reason !== "timeout" : true;
    if (!mine || mine.winner !== result.winner || mine.reason !== result.reason || (hashMatters && mine.finalHash !== result.finalHash)) {
      const ours = mine ? `${mine.winner} by ${mine.reason}, final hash ${mine.finalHash}` : "the match is still going on here";
      return halting("result-mismatch", `The opponent's signed result (${result.winner} by ${result.reason}, final hash ${result.finalHash}) does not match ours (${ours}).`);
    }
    return {
      ok: true,
      commit: () => {
        this._peerResult = result;
        this.emit("confirmed", mine);
      },
    };
  }

  private receiveControl(message: Message): void {
    const p = message.payload;
    this.noteAck(p.ack, message.frame);
    try {
      switch (p.type) {
        case "ack":
          bodies.validateEmpty(p.body);
          return;
        case "resync-request": {
          const b = bodies.validateResync(p.body);
          this.noteAck(b.have);
          // An honest peer asks at most every retransmitMs/2; serving faster would let a
          // replayed request amplify traffic.
          if (!this.link.mayServeResync()) return;
          this.resendFrom(b.have + 1);
          if (b.head > this.theirs.seq && this._status !== "halted") this.requestResync(false); // we lack some of theirs too
          return;
        }
        case "desync":
          this.receiveDesync(bodies.validateDesync(p.body), message);
          return;
        case "recover-request": {
          const b = bodies.validateRecoverRequest(p.body);
          // Served from the log, like a resync, and paced the same way.
          if (!this.link.mayServeResync()) return;
          this.sendControl("recover", serveRecovery(this.log, b.from));
          return;
        }
        case "recover":
          this.receiveRecovered(bodies.validateRecover(p.body), message);
          return;
        default:
          // Control messages are unsequenced, so an unknown one cannot block the chain: report it.
          this.refuse("unknown-type", `Unknown message type "${p.type}" (protocol v${PROTOCOL_VERSION}).`, message.frame, false, { seq: 0, type: p.type });
      }
    } catch (err) {
      this.refuse("bad-body", `Malformed "${p.type}" message: ${(err as Error).message}.`, message.frame, false, { seq: 0, type: p.type });
    }
  }

  /** Asks the peer for our own frames past our log's head (paced like resync unless forced). */
  private requestRecovery(force: boolean): void {
    if (!force && this.now() - this.recoverAskedAt < this.retransmitMs) return;
    this.recoverAskedAt = this.now();
    this.sendControl("recover-request", { from: this.own.seq + 1 });
  }

  /**
   * The peer's answer: our frames, each checked (ours, this game, chaining from our log's head),
   * then logged and replayed as if read from the log. A bad answer changes nothing: it is refused
   * (evidence kept) and we keep asking. Once the peer holds nothing more of ours, play resumes.
   */
  private receiveRecovered(body: bodies.RecoverBody, message: Message): void {
    if (!this._recovering) return;
    const checked = checkRecovered(body, { seq: this.own.seq, id: this.own.id, key: this.identity.publicKey, gameId: this.handshake.gameId, maxFrameBytes: this.maxFrameBytes });
    if (!checked.ok) {
      this.refuse("bad-recovery", `The opponent's answer to our recovery request was refused: ${checked.why}. Nothing was taken from it.`, message.frame, false, { seq: 0, type: "recover" });
      return;
    }
    this.restoring = true;
    try {
      for (const m of checked.messages) {
        this.log.append({ kind: "message", direction: "out", seq: m.payload.seq, id: m.id, type: m.payload.type, frame: m.frame });
        this.noteOwn(m);
        this.replayOwnEffect(m);
      }
    } finally {
      this.restoring = false;
    }
    if (!checked.done) {
      this.requestRecovery(true);
      return;
    }
    this._recovering = false;
    this.emit("recovered", checked.messages.length);
    this.requestResync(true);
    this.resendFrom(this.theirs.ack + 1);
    this.pump();
  }

  private equivocation(message: Message, earlier: Uint8Array | undefined): void {
    // Both versions are kept: together they prove the peer signed two different histories.
    if (earlier) this.evidenceLog.keep("equivocation", "first of two messages with the same seq", earlier, true);
    this.refuse("equivocation", `The opponent signed two different messages with the same number (${message.payload.seq}). Both are kept as evidence; the match is stopped.`, message.frame, true, {
      seq: message.payload.seq,
      type: message.payload.type,
    });
  }

  private findPeerFrame(seq: number): Uint8Array | undefined {
    for (const e of this.log.entries()) if (e.kind === "message" && e.direction === "in" && e.seq === seq) return e.frame;
    return undefined;
  }

  // ------------------------------------------------------------------ refusals

  private refuse(code: IncidentCode, message: string, frame: Uint8Array, halt: boolean, where: { seq?: number; type?: string } = {}): void {
    // A message the peer signed that no honest program sends, while the match is on: it loses.
    if (halt && this.mayForfeit(code)) {
      this.forfeit(code, `${message} The opponent loses the match by forfeit; its signed message is kept as evidence.`, frame, where);
      return;
    }
    this.stats.rejected++;
    const incident: Incident = { code, message, ...where, halted: halt && this._status !== "halted", at: new Date(this.now()).toISOString() };
    // A flood of junk must not grow memory: the first incidents are kept, the rest only counted.
    if (this.incidents.length < MAX_INCIDENTS) this.incidents.push(incident);
    // A halting refusal is a message the peer signed: kept whole, it proves what they sent.
    this.evidenceLog.keep(code, message, frame, halt);
    this.emit("rejected", incident);
    if (incident.halted) this.halt(incident);
  }

  private halt(incident: Incident): void {
    this._status = "halted";
    this.haltIncident = incident;
    this.theirs.clearPending();
    this.emit("halted", incident);
  }

  /** The peer went over a budget: the match stops with an incident, and the peer is cut off. */
  private overBudget(text: string, message: Message): void {
    this.refuse("over-budget", text, message.frame, true, { seq: message.payload.seq, type: message.payload.type });
    this.link.current?.close("over budget");
  }

  /**
   * The handshake did not finish in time. If we revealed our secret and the peer did not, it
   * could compute both opening hands and then walk away: that is recorded as an abandoned
   * handshake, with the messages that show it, so the player can see who walked away.
   */
  private handshakeTimedOut(): void {
    const incident = this.handshake.timedOut(this.now() - this.startedAt, new Date(this.now()).toISOString());
    this.incidents.push(incident);
    if (incident.code === "abandoned-handshake") {
      // Evidence: their commitment (signed) and our reveal, both already in the log; named here.
      const theirCommit = this.findPeerFrame(2);
      if (theirCommit) this.evidenceLog.keep("abandoned-handshake", "the opponent's signed commitment; they received our reveal and sent none", theirCommit, true);
    } else {
      this.log.append({ kind: "evidence", code: "handshake-timeout", reason: incident.message, frame: new Uint8Array(0), at: incident.at });
    }
    this.emit("rejected", incident);
    this.halt(incident);
    this.link.current?.close("handshake timed out");
  }

  // ------------------------------------------------------------------ game

  private maybeStartGame(): void {
    if (this.game || this.hidden) return;
    const hellos = this.handshake.complete();
    if (!hellos) return;
    const { host, guest } = hellos;
    if (this.options.hidden) {
      // Hidden cards: the libraries are shuffled together first; the game starts when they are dealt.
      const format = this.handshake.myHello!.format;
      const deckOptions = { dexterity: !!this.handshake.myHello!.dexterity, ante: !!this.handshake.myHello!.ante };
      this.hidden = new HiddenPhase(
        this.options.hidden({
          seat: this.seat,
          deck: this.options.local.deck,
          ...(this.options.local.sideboard?.length ? { sideboard: this.options.local.sideboard } : {}),
          gameId: this.handshake.gameId,
          names: { A: host.name, B: guest.name },
          secret: this.handshake.hiddenSecret(),
          checkDecklist: (names, sideboard) => this.options.checkDeck?.(names, format, deckOptions, sideboard) ?? [],
          ...(this.options.deckLimits ? { limits: this.options.deckLimits(format, deckOptions) } : {}),
          ...(this.handshake.ante ? { rules: { ante: true } } : {}),
          ...(this.handshake.firstPlayer ? { firstPlayer: this.handshake.firstPlayer } : {}),
        }),
        this.seat,
      );
      this.afterHiddenMessage("me", null, this.own.seq);
      return;
    }
    this.game = {
      state: this.rules.create({ seed: this.handshake.seed, decks: { A: host.deck, B: guest.deck }, names: { A: host.name, B: guest.name }, ...(this.handshake.ante ? { rules: { ante: true } } : {}) }),
    };
    this.startPlaying();
  }

  private startPlaying(): void {
    this._status = "playing";
    this.lastGameChangeAt = this.now();
    this.emit("ready", { gameId: this.handshake.gameId, seed: this.handshake.seed, seat: this.seat, peer: this.handshake.peer! });
    this.checkOutcome();
  }

  private setState(state: S, by: "me" | "peer", action: unknown, seq: number, hash: string): void {
    this.game = { state };
    this.lastGameChangeAt = this.now();
    if (by === "me" && this.own.gameSeq > 0 && !this.ownStates.has(this.own.gameSeq)) {
      // Kept for a desync report on our action (states are immutable: this keeps references).
      this.ownStates.set(this.own.gameSeq, { state, hash });
      if (this.ownStates.size > OWN_STATES_KEPT) this.ownStates.delete(this.ownStates.keys().next().value!);
    }
    this.emit("state", { state, hash, by, action, seq });
    this.checkOutcome();
  }

  private checkOutcome(): void {
    const outcome = this.game && this.rules.outcome(this.game.state);
    if (outcome) this.finish(outcome);
  }

  private finish(outcome: { winner: Seat | "draw"; reason: string }): void {
    if (this._status === "finished" || this._status === "halted") return;
    this._status = "finished";
    this._result = { ...outcome, finalHash: this.stateHash ?? "" };
    this.emit("finished", this._result);
    this.pump();
  }

  private safeApply(state: S, action: A): ReturnType<GameRules<S, A>["apply"]> {
    try {
      return this.rules.apply(state, action);
    } catch (err) {
      // Rules must not throw, but a malformed action from the network must never crash us.
      return { ok: false, rejection: { code: "bad_action", message: `The action could not be applied (${(err as Error).message}).` } };
    }
  }

  private recordChat(entry: ChatEntry): void {
    this.chats.push(entry);
    this.emit("chat", entry);
  }

  // ------------------------------------------------------------------ desync

  /** A state for a desync report: with hidden cards, only what both players may know of our copy. */
  private serializeState(state: S): string {
    if (this.hidden) return this.hidden.game.serializePublic(state);
    return this.rules.serialize ? this.rules.serialize(state) : JSON.stringify(state);
  }

  /** We found a hash mismatch on the peer's action: report, and ask for their state. */
  private startDesyncReport(message: Message, ourHash: string, ourState: S, theirHash: string): void {
    this.emit("desync", this.desyncs.found(message.payload.seq, { mine: ourHash, theirs: theirHash }, this.serializeState(ourState)));
    const packed = packState(this.serializeState(ourState), this.maxFrameBytes);
    this.sendControl("desync", this.desyncs.ask({ author: message.payload.author, seq: message.payload.seq, hash: ourHash, state: packed, reply: false }));
  }

  private receiveDesync(body: bodies.DesyncBody, message: Message): void {
    const judged = this.desyncs.judge(body, this.identity.publicKey, this.peerKey, (seq) => this.own.frame(seq));
    switch (judged.kind) {
      case "answer":
        if (judged.report) this.emit("desync", judged.report);
        return;
      case "repeat":
        if (!body.reply) this.sendControl("desync", judged.reply); // our answer was lost: repeat it
        return;
      case "bogus":
        this.refuse("bogus-desync", `A desync report from the opponent was ignored: ${judged.why}.`, message.frame, false, { seq: 0, type: "desync" });
        return;
    }
    // Checked against what we sent and what the peer signed it applied, without replaying anything:
    // a peer that refused our action (an honest report) never acknowledged it.
    if (this.theirs.ack >= body.seq) {
      const text = `The opponent reported that its game differs from yours after your action ${body.seq}, yet it had signed that it applied that action (its acknowledgement of your message ${this.theirs.ack}): a forged desync report.`;
      if (this.ackFrame && this.ackFrame !== message.frame) this.evidenceLog.keep("bogus-desync", "the opponent's signed acknowledgement of the action its desync report names", this.ackFrame, true);
      if (this.mayForfeit("bogus-desync")) this.refuse("bogus-desync", text, message.frame, true, { seq: 0, type: "desync" });
      else this.refuse("bogus-desync", `A desync report from the opponent was ignored: ${text}`, message.frame, false, { seq: 0, type: "desync" });
      return;
    }
    this.evidenceLog.keep("desync", `the opponent's desync report on your action ${body.seq}`, message.frame, true);
    // Our side of it: the hash we signed with the action, and our state after it while still kept.
    const ourHash = decodeMessage(this.own.frame(body.seq)!, Infinity).payload.postHash ?? "";
    const kept = this.ownStates.get(body.seq);
    const ourState = kept ? this.serializeState(kept.state) : null;
    const report = this.desyncs.servedReport(body.seq, { mine: ourHash, theirs: body.hash }, { mine: ourState ?? `(not kept: more than ${OWN_STATES_KEPT} of your actions ago)`, theirs: judged.theirState });
    // Nothing here shows that our game is wrong: the match goes on. A peer that really stopped on
    // our action owes the next message, and loses by timeout if it does not send it.
    const incident: Incident = {
      code: "desync",
      message: `The opponent reports that its game state differs from yours after your action ${body.seq} (its hash ${body.hash.slice(0, 16)}…, yours ${ourHash.slice(0, 16)}…). Its report is kept as evidence; the match goes on, and if it stops answering it loses by timeout.`,
      seq: body.seq,
      type: "action",
      halted: false,
      at: new Date(this.now()).toISOString(),
    };
    if (this.incidents.length < MAX_INCIDENTS) this.incidents.push(incident);
    this.emit("rejected", incident);
    this.emit("desync", report);
    const reply = this.desyncs.answer({ author: this.identity.publicKey, seq: body.seq, hash: ourHash, state: ourState === null ? null : packState(ourState, this.maxFrameBytes), reply: true });
    if (!body.reply) this.sendControl("desync", reply);
  }

  /** Rebuilds everything from the log (after a crash or restart). */
  private restore(): void {
    this.restoring = true;
    try {
      this.restoreEntries();
    } finally {
      this.restoring = false;
    }
  }

  private restoreEntries(): void {
    for (const entry of this.log.entries()) {
      if (entry.kind !== "message") continue;
      const message = decodeMessage(entry.frame, Infinity);
      if (!verifyMessage(message) || message.id !== entry.id) {
        throw new NetError("log-corrupt", `The match log is corrupt at ${entry.direction} message ${entry.seq}.`);
      }
      if (entry.direction === "out") {
        this.noteOwn(message);
        this.replayOwnEffect(message);
      } else {
        this.budgets.replayed(entry.frame.length, message.payload.type === "chat");
        const verdict = this.evaluate(message);
        if (!verdict.ok) throw new NetError("log-corrupt", `The match log does not replay at peer message ${entry.seq}: ${verdict.message}`);
        this.theirs.accept(message);
        if (message.payload.type !== "chat") this.progress++;
        verdict.commit();
        this.theirs.noteAck(message.payload.ack, this.own.seq); // no event: nothing is listening yet
      }
    }
  }

  private replayOwnEffect(message: Message): void {
    const { type, body, seq, postHash } = message.payload;
    if (type === "hello") return;
    if (type === "reveal") this.maybeStartGame();
    if (type === "hidden" || (type === "action" && this.hidden)) {
      matchLoggedHidden(this.hidden, message);
      this.syncHidden("me", type === "action" ? (body as bodies.ActionBody).action : null, seq);
      return;
    }
    if (type === "action") {
      const action = (body as bodies.ActionBody).action as A;
      const r = this.game ? this.safeApply(this.game.state, action) : null;
      const hash = r?.ok ? this.rules.hash(r.state) : null;
      if (!r?.ok || hash !== postHash) throw new NetError("log-corrupt", `Our own logged action ${seq} does not replay.`);
      this.setState(r.state, "me", action, seq, hash);
    }
    if (type === "chat") {
      this.ownChat.replayed();
      this.recordChat({ from: "me", text: (body as bodies.ChatBody).text, seq });
    }
    if (type === "concede") this.finish({ winner: this.peerSeat, reason: "concede" });
    if (type === "timeout-claim") this.finish({ winner: this.seat, reason: "timeout" });
    if (type === "result") {
      // A result the rules did not decide (the peer forfeited or walked away) is known from ours.
      const r = body as bodies.ResultBody;
      if (r.reason === "forfeit" || r.reason === "abandoned") {
        this.finish({ winner: r.winner, reason: r.reason });
        this.peerChainClosed = true;
      }
    }
  }
}
