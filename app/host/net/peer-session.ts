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
 */
import { randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { fromBase64Url, toBase64Url } from "./bytes";
import { NetError } from "./errors";
import { fingerprintOfKey, FINGERPRINT_PATTERN } from "./fingerprint";
import { otherSeat, type AuditResult, type GameRules, type HiddenGame, type HiddenGameFactory, type Seat } from "./game-rules";
import { commitment, compareVersions, deriveGameId, deriveHiddenSecret, deriveSecret, deriveSeed } from "./handshake";
import type { Identity } from "./identity";
import { keyToBytes } from "./identity";
import { HiddenInfoError } from "./hidden/group";
import { checkAndPin, type KnownPeers } from "./known-peers";
import { MemoryMatchLog, type MatchLog } from "./match-log";
import * as bodies from "./message-bodies";
import {
  DEFAULT_MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  ProtocolError,
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

export interface LocalPlayer {
  name: string;
  /** The format this player's deck is for; the opponent must name the same one. Default freeform. */
  format?: bodies.MatchFormat;
  /** Moxen version. */
  app: string;
  /** Card data hash or version. */
  cards: string;
  deck: string[];
}

export interface PeerSessionOptions<S, A extends { player: Seat }> {
  identity: Identity;
  /** The host (who invited) sits in seat A, the guest in seat B. */
  role: "host" | "guest";
  rules: GameRules<S, A>;
  /**
   * Hands and libraries hidden (protocol v2's mental poker, `hidden/`): the factory of this side's
   * copy of the game. Matches with the rules engine always pass it; without it the decks are
   * sent in the open (the toy games of the protocol tests), and a peer must do the same.
   */
  hidden?: HiddenGameFactory<S, A>;
  local: LocalPlayer;
  /** Existing log to resume from; a new in-memory log if absent. */
  log?: MatchLog;
  knownPeers?: KnownPeers;
  /** Fingerprint the peer must have (from their invite/answer code or LAN announcement). */
  expectedPeerFingerprint?: string;
  maxFrameBytes?: number;
  /** How long to wait for a message to piggy-back an acknowledgement on. */
  ackDelayMs?: number;
  /** Unacknowledged messages are sent again after this long. */
  retransmitMs?: number;
  /**
   * How long a player must have been the one to act before the other can claim a timeout. The
   * claimer's side waits this long; the receiving side checks it by its own clock.
   */
  timeoutClaimMs?: number;
  /**
   * The problems with a decklist in a format ([] when it can be played): the same check a
   * player's own deck passes. The opponent's deck (from their hello) is checked with it, and
   * a deck with problems stops the match ("bad-deck"). Without it, decks are not checked.
   */
  checkDeck?: (deck: readonly string[], format: bodies.MatchFormat) => string[];
  /** The handshake must be complete this long after the session starts, or the match stops. */
  handshakeTimeoutMs?: number;
  /** The peer's budgets (PEER_BUDGETS by default). */
  budgets?: Partial<typeof PEER_BUDGETS>;
  now?: () => number;
  /** Internal: rebuild state from the log without sending anything (desync reports). */
  replayOnly?: boolean;
}

/** Seq numbers of the handshake messages: fixed, which makes the order checkable. */
const HANDSHAKE_SEQ: Record<string, number> = { hello: 1, commit: 2, reveal: 3 };
/** Out-of-order messages kept while waiting for a gap to fill; more is an attack. */
const MAX_PENDING = 256;
/** Refused messages kept as evidence per session; beyond this a flood only costs a counter. */
const MAX_EVIDENCE = 100;
/**
 * Frames larger than this are refused before they are parsed, except while a desync report
 * (which carries a whole game state) is being exchanged: no other message comes near it.
 */
const SMALL_FRAME_BYTES = 128 * 1024;
/** Budgets of one peer in one match; going over one is abuse: the match stops, the peer is cut off. */
export const PEER_BUDGETS = {
  /** Chat lines in any minute, and in the whole match. */
  chatPerMinute: 20,
  chatPerMatch: 500,
  /** Bytes of the peer's messages kept in the signed log (a long real game needs about 1 MB). */
  logBytes: 8 * 1024 * 1024,
};
const DEFAULT_TIMEOUT_CLAIM_MS = 180_000;
const DEFAULT_HANDSHAKE_TIMEOUT_MS = 60_000;
const EVIDENCE_FRAME_BYTES = 4096;
const MAX_INCIDENTS = 1000;

type Verdict =
  | { ok: true; commit: () => void }
  | { ok: false; code: IncidentCode; message: string; halt: boolean; after?: () => void };

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
  private readonly ackDelayMs: number;
  private readonly retransmitMs: number;
  private readonly now: () => number;

  private listeners = new Map<keyof SessionEvents<S>, Listeners<unknown[]>>();
  private _status: SessionStatus = "handshake";
  private haltIncident: Incident | null = null;

  // Our chain.
  private ownSeq = 0;
  private ownId = ZERO_ID;
  private ownFrames = new Map<number, Uint8Array>();
  /** Seq of our latest game-affecting message (an action or the start). */
  private ownGameSeq = 0;
  // Their chain.
  private peerKey: string | null = null;
  private peerInfo: PeerInfo | null = null;
  private peerSeq = 0;
  private peerId = ZERO_ID;
  private peerIds = new Map<number, string>();
  private pending = new Map<number, Message>();
  /** Highest of our seqs the peer has confirmed applying. */
  private peerAck = 0;

  // Handshake.
  private myHello: bodies.HelloBody | null = null;
  private peerHello: bodies.HelloBody | null = null;
  private myCommitSent = false;
  private myRevealSent = false;
  private peerCommitment: string | null = null;
  private peerSecret: Uint8Array | null = null;
  private _gameId = "";
  private _seed = "";

  // Game.
  private game: { state: S } | null = null;
  /** This side's copy with hidden cards, its messages still to send (or, while restoring, to find in the log). */
  private hiddenGame: HiddenGame<S, A> | null = null;
  private hiddenOut: { type: "hidden" | "action"; body: unknown; postHash?: string }[] = [];
  private hiddenSeen: { state: S | null; mustAct: Seat | null } = { state: null, mustAct: null };
  private myAuditSent = false;
  private _audit: AuditResult | null = null;
  private _result: MatchResult | null = null;
  private myResultSent = false;
  private _peerResult: bodies.ResultBody | null = null;
  private _desync: DesyncReport | null = null;
  private desyncRequest: bodies.DesyncBody | null = null;
  private desyncRepeats = 0;
  private desyncReply: bodies.DesyncBody | null = null;
  private lastGameChangeAt: number;

  // Connection.
  private transport: Transport | null = null;
  private unsubscribe: (() => void)[] = [];
  private ackOwed = false;
  private ackTimer: ReturnType<typeof setTimeout> | null = null;
  private ackImmediate: ReturnType<typeof setImmediate> | null = null;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private lastSendAt = 0;
  private lastResyncAt = -Infinity;
  private lastResyncServedAt = -Infinity;
  private evidenceCount = 0;
  private closed = false;
  /** Rebuilding from the log: messages in it were accepted once and are not judged by the clock again. */
  private restoring = false;
  private readonly startedAt: number;
  /** Budgets: the peer's chat times (this minute), chats in all, bytes of their messages logged. */
  private peerChatTimes: number[] = [];
  private peerChats = 0;
  private peerLogBytes = 0;
  private ownChatTimes: number[] = [];
  private ownChats = 0;
  private readonly budgets: typeof PEER_BUDGETS;
  /** One desync exchange per match: a second report from the peer is not served. */
  private desyncServed = false;

  constructor(options: PeerSessionOptions<S, A>) {
    this.options = options;
    this.identity = options.identity;
    this.rules = options.rules;
    this.log = options.log ?? new MemoryMatchLog();
    this.seat = options.role === "host" ? "A" : "B";
    this.peerSeat = otherSeat(this.seat);
    this.maxFrameBytes = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    this.ackDelayMs = options.ackDelayMs ?? 30;
    this.retransmitMs = options.retransmitMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.lastGameChangeAt = this.now();
    this.startedAt = this.now();
    this.budgets = { ...PEER_BUDGETS, ...options.budgets };
    if (options.expectedPeerFingerprint && !FINGERPRINT_PATTERN.test(options.expectedPeerFingerprint)) {
      throw new NetError("bad-fingerprint", `"${options.expectedPeerFingerprint}" is not a fingerprint (expected five groups of four characters).`);
    }

    if (this.log.entries().length > 0) {
      this.restore();
    } else {
      const format = options.local.format ?? "freeform";
      const problems = options.checkDeck?.(options.local.deck, format) ?? [];
      if (problems.length) throw new NetError("bad-deck", `Your deck can't be played in ${formatName(format)}: ${problems.slice(0, 5).join("; ")}.`);
      const hello: bodies.HelloBody = {
        role: options.role,
        format,
        nonce: toBase64Url(randomBytes(32)),
        name: options.local.name,
        versions: this.myVersions(),
        // Hidden cards: the deck is committed to in the first hidden message, never listed.
        deck: options.hidden ? [] : options.local.deck,
        ...(options.hidden ? { hidden: true } : {}),
      };
      bodies.validateHello(hello); // our own limits apply to us too
      this.sendChained("hello", hello);
    }
    if (!options.replayOnly) this.pump();
  }

  // ------------------------------------------------------------------ public view

  get status(): SessionStatus {
    return this._status;
  }
  get gameId(): string {
    return this._gameId;
  }
  get seed(): string {
    return this._seed;
  }
  get state(): S | null {
    return this.game?.state ?? null;
  }
  get stateHash(): string | null {
    if (this.hiddenGame) return this.game ? this.hiddenGame.agreedHash : null;
    return this.game ? this.rules.hash(this.game.state) : null;
  }
  /** The seat that may act now; nobody while hidden cards are being shuffled or shown. */
  get toAct(): Seat | null {
    return this._status === "playing" ? this.whoMayAct() : null;
  }
  /** The end-of-match audit of the opponent's secrets (hidden cards), once it is done. */
  get audit(): AuditResult | null {
    return this._audit;
  }
  /** True when this match hides hands and libraries (protocol v2 with the rules engine). */
  get hidesCards(): boolean {
    return !!this.options.hidden;
  }
  get peer(): PeerInfo | null {
    return this.peerInfo;
  }
  /** The opponent's decklist: from their hello in an open match; with hidden cards, only once shown at the audit. */
  get peerDeck(): readonly string[] | null {
    if (this.options.hidden) return this.hiddenGame?.peerDecklist ?? null;
    return this.peerHello?.deck ?? null;
  }
  get result(): MatchResult | null {
    return this._result;
  }
  /** The peer's signed result, once it arrived (and matched ours). */
  get peerResult(): bodies.ResultBody | null {
    return this._peerResult;
  }
  get desync(): DesyncReport | null {
    return this._desync;
  }
  get haltReason(): Incident | null {
    return this.haltIncident;
  }
  get connected(): boolean {
    return this.transport?.isOpen ?? false;
  }
  /** Our and the peer's chain heads as applied here. */
  get heads(): { mine: number; theirs: number; theirAck: number } {
    return { mine: this.ownSeq, theirs: this.peerSeq, theirAck: this.peerAck };
  }

  on<K extends keyof SessionEvents<S>>(event: K, handler: (...args: SessionEvents<S>[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Listeners<unknown[]>()));
    return set.add(handler as unknown as (...args: unknown[]) => void);
  }

  private emit<K extends keyof SessionEvents<S>>(event: K, ...args: SessionEvents<S>[K]): void {
    this.listeners.get(event)?.emit(...(args as unknown[]));
  }

  // ------------------------------------------------------------------ connection

  /** Connects (or reconnects) over a transport; the old one, if any, is closed. */
  attach(transport: Transport): void {
    if (this.closed) throw new NetError("session-closed", "This match session is closed.");
    this.detach("replaced by a new connection");
    this.transport = transport;
    this.unsubscribe = [
      transport.onMessage((bytes) => this.receive(bytes)),
      transport.onClose((reason) => {
        if (this.transport !== transport) return;
        this.dropTransport();
        this.emit("disconnected", reason);
      }),
    ];
    if (!this.tickTimer) {
      this.tickTimer = setInterval(() => this.tick(), Math.max(10, this.retransmitMs / 2));
      this.tickTimer.unref?.();
    }
    // Tell the peer what we have, and send what it may lack (duplicates are cheap and dropped).
    this.requestResync(true);
    this.resendFrom(this.peerAck + 1);
  }

  detach(reason = "detached"): void {
    const t = this.transport;
    this.dropTransport();
    t?.close(reason);
  }

  /** Stops timers and closes the transport. The log stays; a new session can resume from it. */
  close(): void {
    this.closed = true;
    this.detach("session closed");
    if (this.tickTimer) clearInterval(this.tickTimer);
    this.tickTimer = null;
  }

  private dropTransport(): void {
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
    this.transport = null;
    if (this.ackTimer) clearTimeout(this.ackTimer);
    if (this.ackImmediate) clearImmediate(this.ackImmediate);
    this.ackTimer = null;
    this.ackImmediate = null;
  }

  private tick(): void {
    if (this._status === "handshake" && this.now() - this.startedAt >= (this.options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS)) {
      this.handshakeTimedOut();
      return;
    }
    if (!this.transport) return;
    if (this._status === "halted") {
      // The match is over; only our unanswered desync report is worth repeating (a few times).
      if (this._desync && !this._desync.complete && this.desyncRequest && this.desyncRepeats++ < 10) this.sendControl("desync", this.desyncRequest);
      return;
    }
    if (this.ownSeq > this.peerAck && this.now() - this.lastSendAt >= this.retransmitMs) {
      this.resendFrom(this.peerAck + 1);
    }
    if (this.pending.size > 0) this.requestResync(false);
  }

  // ------------------------------------------------------------------ local player

  /** Submits our action: checked by the rules first; a rejection sends nothing. */
  submit(action: A): SubmitResult {
    if (this._status !== "playing" || !this.game) {
      return { ok: false, rejection: { code: "not_playing", message: this.notPlayingMessage() } };
    }
    if (action.player !== this.seat) {
      return { ok: false, rejection: { code: "wrong_player", message: `You play seat ${this.seat}; this action is for seat ${action.player}.` } };
    }
    if (this.whoMayAct() !== this.seat) {
      return { ok: false, rejection: { code: "not_your_priority", message: "It is not your turn to act: waiting for your opponent." } };
    }
    if (this.hiddenGame) return this.submitHidden(this.hiddenGame, action);
    const r = this.safeApply(this.game.state, action);
    if (!r.ok) return r;
    const hash = this.rules.hash(r.state);
    const seq = this.sendChained("action", { action }, hash); // logged before sent
    this.setState(r.state, "me", action, seq, hash);
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
    if (this.hiddenGame && this.hiddenGame.mustAct() === null) return null;
    return this.rules.whoMayAct(this.game.state);
  }

  chat(text: string): void {
    bodies.validateChat({ text });
    // Handshake messages have fixed numbers 1–3, so nothing else may be sent before them.
    if (this._status === "handshake") throw new NetError("not-connected", "Chat is available once the match has started.");
    // The same budget the opponent's program holds us to: an honest client never goes over it.
    const now = this.now();
    this.ownChatTimes = this.ownChatTimes.filter((t) => now - t < 60_000);
    if (this.ownChatTimes.length >= this.budgets.chatPerMinute) throw new NetError("too-fast", `At most ${this.budgets.chatPerMinute} chat lines a minute: wait a moment.`);
    if (this.ownChats >= this.budgets.chatPerMatch) throw new NetError("too-fast", `At most ${this.budgets.chatPerMatch} chat lines in a match.`);
    this.ownChatTimes.push(now);
    this.ownChats++;
    const seq = this.sendChained("chat", { text });
    this.recordChat({ from: "me", text, seq });
  }

  concede(): void {
    if (this._status !== "playing") throw new NetError("not-playing", this.notPlayingMessage());
    this.sendChained("concede", {});
    this.finish({ winner: this.peerSeat, reason: "concede" });
  }

  /** Milliseconds the opponent has been holding the game up, or null if they are not the one to act. */
  opponentSilentFor(): number | null {
    if (this._status !== "playing" || !this.game || this.whoMayAct() !== this.peerSeat) return null;
    return this.now() - this.lastGameChangeAt;
  }

  /** Ends the match in our favour because the opponent did not act in time (a setting). */
  claimTimeout(): void {
    if (this._status !== "playing") throw new NetError("not-playing", this.notPlayingMessage());
    const limit = this.options.timeoutClaimMs ?? 180_000;
    const silent = this.opponentSilentFor();
    if (silent === null) throw new NetError("not-their-turn", "A timeout can only be claimed while the opponent is the one to act.");
    if (silent < limit) {
      throw new NetError("too-early", `Your opponent has been silent for ${Math.round(silent / 1000)} s; a timeout can be claimed after ${Math.round(limit / 1000)} s.`);
    }
    this.sendChained("timeout-claim", {});
    this.finish({ winner: this.seat, reason: "timeout" });
  }

  private notPlayingMessage(): string {
    if (this._status === "handshake") return "The match has not started yet.";
    if (this._status === "finished") return "The match is over.";
    return `The match is halted: ${this.haltIncident?.message ?? "unknown reason"}`;
  }

  // ------------------------------------------------------------------ sending

  private myVersions(): bodies.Versions {
    return { protocol: PROTOCOL_VERSION, app: this.options.local.app, engine: this.rules.version, cards: this.options.local.cards };
  }

  /** Signs, logs, then sends one chained message; returns its seq. */
  private sendChained(type: ChainedType, body: unknown, postHash?: string): number {
    const message = encodeMessage(this.identity, {
      gameId: type === "hello" ? "" : this._gameId,
      seq: this.ownSeq + 1,
      prev: this.ownId,
      ack: this.peerSeq,
      type,
      body,
      ...(postHash !== undefined ? { postHash } : {}),
    });
    this.log.append({ kind: "message", direction: "out", seq: message.payload.seq, id: message.id, type, frame: message.frame });
    this.noteOwn(message);
    this.ackOwed = false;
    this.transmit(message.frame);
    this.stats.sent++;
    return message.payload.seq;
  }

  private sendControl(type: ControlType, body: unknown): void {
    if (!this.transport) return;
    const message = encodeMessage(this.identity, { gameId: this._gameId, seq: 0, prev: ZERO_ID, ack: this.peerSeq, type, body });
    this.ackOwed = false;
    this.transport.send(message.frame);
  }

  private transmit(frame: Uint8Array): void {
    this.lastSendAt = this.now();
    this.transport?.send(frame);
  }

  /** Bookkeeping for a message of ours (freshly sent or replayed from the log). */
  private noteOwn(message: Message): void {
    const { seq, type, body } = message.payload;
    this.ownSeq = seq;
    this.ownId = message.id;
    this.ownFrames.set(seq, message.frame);
    if (type === "hello") this.myHello = body as bodies.HelloBody;
    if (type === "commit") this.myCommitSent = true;
    if (type === "reveal") this.myRevealSent = true;
    if (type === "result") this.myResultSent = true;
    if (type === "action") this.ownGameSeq = seq;
    if (type === "audit") this.myAuditSent = true;
  }

  private resendFrom(from: number): void {
    if (!this.transport) return;
    const last = Math.min(this.ownSeq, from + 63); // bounded burst; the rest follows the acks
    for (let s = Math.max(1, from); s <= last; s++) {
      this.transmit(this.ownFrames.get(s)!);
      this.stats.resent++;
    }
  }

  /** Tells the peer our heads so it sends what we lack (rate-limited unless forced). */
  private requestResync(force: boolean): void {
    if (!force && this.now() - this.lastResyncAt < this.retransmitMs / 2) return;
    this.lastResyncAt = this.now();
    this.sendControl("resync-request", { have: this.peerSeq, head: this.ownSeq });
  }

  private scheduleAck(): void {
    this.ackOwed = true;
    if (this.ackTimer || this.ackImmediate || !this.transport) return;
    const send = () => {
      this.ackTimer = null;
      this.ackImmediate = null;
      if (this.ackOwed) this.sendControl("ack", {});
    };
    // 0 means "as soon as this batch of input is processed" (setTimeout would add ~1 ms).
    if (this.ackDelayMs === 0) this.ackImmediate = setImmediate(send);
    else this.ackTimer = setTimeout(send, this.ackDelayMs);
  }

  /** Sends whatever the handshake or the end of the match calls for next. Idempotent. */
  private pump(): void {
    // While the log is replayed, what we sent is in it: nothing is sent again until it is done.
    if (this._status === "halted" || this.restoring) return;
    if (this.peerHello && !this.myCommitSent) {
      const secret = deriveSecret(this.identity, this.myHello!.nonce);
      this.sendChained("commit", { commitment: commitment(this.myHello!.nonce, secret) });
    }
    if (this.peerCommitment && this.myCommitSent && !this.myRevealSent) {
      this.sendChained("reveal", { secret: toBase64Url(deriveSecret(this.identity, this.myHello!.nonce)) });
      this.maybeStartGame();
    }
    if (this._status === "finished" && this._result && !this.myResultSent) {
      this.sendChained("result", { winner: this._result.winner, reason: this._result.reason, finalHash: this._result.finalHash });
    }
    // The game is over: every secret is shown, so that each side can audit the other (spec §5).
    if (this._status === "finished" && this.myResultSent && this.hiddenGame && !this.myAuditSent && !this.options.replayOnly) {
      this.sendChained("audit", this.hiddenGame.secrets());
    }
    this.pumpHidden();
  }

  // ------------------------------------------------------------------ hidden cards

  /**
   * Signs and sends what the hidden game has to say, in order; returns the seq of the last one.
   * While the log is replayed, the messages wait to be matched with the ones logged.
   */
  private pumpHidden(): number {
    const hidden = this.hiddenGame;
    if (!hidden) return this.ownSeq;
    this.hiddenOut.push(...hidden.take());
    if (this.restoring || this.options.replayOnly || this._status === "halted") return this.ownSeq;
    let seq = this.ownSeq;
    for (let m; (m = this.hiddenOut.shift()); ) seq = this.sendChained(m.type, m.body, m.postHash);
    return seq;
  }

  /** Our logged hidden message or action, replayed: it must be the one our secrets make again. */
  private matchLoggedHidden(message: Message): void {
    const hidden = this.hiddenGame;
    const { type, body, seq, postHash } = message.payload;
    if (hidden && type === "action") hidden.act((body as bodies.ActionBody).action as A);
    if (hidden) this.hiddenOut.push(...hidden.take());
    const made = this.hiddenOut.shift();
    if (!made || made.type !== type || JSON.stringify(made.body) !== JSON.stringify(body) || made.postHash !== postHash) {
      throw new NetError("log-corrupt", `Our own logged ${type} message ${seq} does not replay with this profile's secrets.`);
    }
    this.syncHidden("me", type === "action" ? (body as bodies.ActionBody).action : null, seq);
  }

  /** After the hidden game changed: the game starts once both libraries are dealt; updates are announced. */
  private syncHidden(by: "me" | "peer", action: unknown, seq: number): void {
    const hidden = this.hiddenGame;
    const state = hidden?.state;
    if (!hidden || !state) return;
    const mustAct = hidden.mustAct();
    if (this._status === "handshake") {
      this.game = { state };
      this.hiddenSeen = { state, mustAct };
      this.startPlaying();
      return;
    }
    if (state === this.hiddenSeen.state && mustAct === this.hiddenSeen.mustAct) return;
    this.hiddenSeen = { state, mustAct };
    if (this._status !== "playing") return;
    this.setState(state, by, action, seq, hidden.agreedHash);
  }

  private evaluateHidden(message: Message): Verdict {
    const hidden = this.hiddenGame;
    if (!hidden) return { ok: false, code: "out-of-place", message: "A hidden-card message arrived in a match that does not hide cards, or before its start.", halt: true };
    if (this._status === "finished") return this.acceptWithoutEffect();
    const cheat = this.hiddenProblem(() => hidden.receive("hidden", message.payload.body));
    if (cheat) return cheat;
    return { ok: true, commit: () => this.afterHiddenMessage("peer", null, message.payload.seq) };
  }

  private afterHiddenMessage(by: "me" | "peer", action: unknown, seq: number): void {
    this.pumpHidden();
    this.syncHidden(by, action, seq);
  }

  /** Runs a step of the hidden game on a peer's message; what it refuses is a halt with the reason. */
  private hiddenProblem(step: () => void): Verdict | null {
    try {
      step();
      return null;
    } catch (err) {
      const code = (err as { code?: string }).code;
      const text = (err as Error).message;
      if (code === "illegal-action") return { ok: false, code: "illegal-action", message: `The opponent sent an illegal action: ${text}`, halt: true };
      if (code === "out-of-turn") return { ok: false, code: "out-of-turn", message: `The opponent acted out of turn: ${text}`, halt: true };
      if (err instanceof HiddenInfoError && code !== "malformed") return { ok: false, code: "cheated", message: `The opponent's hidden cards do not add up (${code}): ${text}`, halt: true };
      return { ok: false, code: "bad-body", message: `Malformed hidden-card message: ${text}`, halt: true };
    }
  }

  private evaluateAudit(message: Message): Verdict {
    const hidden = this.hiddenGame;
    if (!hidden || this._status !== "finished") return { ok: false, code: "out-of-place", message: "The opponent showed its secrets before the match was over.", halt: true };
    if (this._audit) return this.acceptWithoutEffect();
    return {
      ok: true,
      commit: () => {
        this._audit = hidden.audit(message.payload.body);
        this.emit("audit", this._audit);
      },
    };
  }

  // ------------------------------------------------------------------ receiving

  /**
   * Entry point for every byte string from the transport. Nothing the peer sends can make it
   * throw: an unexpected error stops this match with an incident, and the host goes on.
   */
  receive(bytes: Uint8Array): void {
    try {
      this.receiveFrame(bytes);
    } catch (err) {
      const incident: Incident = {
        code: "internal-error",
        message: `A message from the opponent could not be handled (${String((err as Error)?.message ?? err).slice(0, 200)}). The match is stopped; its log is kept.`,
        halted: this._status !== "halted",
        at: new Date(this.now()).toISOString(),
      };
      this.incidents.push(incident);
      try {
        this.evidence("internal-error", incident.message, bytes);
      } catch {
        // The log itself failed: the incident is still reported below.
      }
      this.emit("rejected", incident);
      if (incident.halted) this.halt(incident);
    }
  }

  private receiveFrame(bytes: Uint8Array): void {
    this.stats.received++;
    let message: Message;
    try {
      // Only a desync exchange carries large messages; anything else that large is refused unread.
      const limit = this._desync || this.desyncRequest ? this.maxFrameBytes : Math.min(this.maxFrameBytes, SMALL_FRAME_BYTES);
      message = decodeMessage(bytes, limit);
    } catch (err) {
      const code = err instanceof ProtocolError && err.code === "oversized" ? "oversized" : err instanceof ProtocolError && err.code === "version" ? "protocol-version" : "malformed";
      this.refuse(code, (err as Error).message, bytes, false);
      return;
    }
    const p = message.payload;
    const where = { seq: p.seq, type: p.type };
    if (!verifyMessage(message)) {
      this.refuse("bad-signature", "The signature does not match the message: it was forged or altered on the way.", bytes, false, where);
      return;
    }
    if (p.author === this.identity.publicKey) {
      this.refuse("reflected", "A message signed with our own key came back from the network (a reflection or replay).", bytes, false, where);
      return;
    }
    if (this.peerKey ? p.author !== this.peerKey : !this.acceptableNewPeer(p.author)) {
      const expected = this.peerKey ? fingerprintOfKey(keyToBytes(this.peerKey)) : this.options.expectedPeerFingerprint;
      this.refuse("wrong-key", `Message signed by ${fingerprintOfKey(keyToBytes(p.author))}, not by your opponent (${expected}).`, bytes, false, where);
      return;
    }
    if (!this.gameIdMatches(message)) {
      this.refuse("wrong-game", "The message belongs to a different game (a replay from an earlier match?).", bytes, false, where);
      return;
    }
    if (p.seq === 0) {
      this.receiveControl(message);
      return;
    }
    this.noteAck(p.ack);
    this.receiveChained(message);
  }

  private noteAck(ack: number): void {
    const acked = Math.min(ack, this.ownSeq);
    if (acked <= this.peerAck) return;
    this.peerAck = acked;
    this.emit("acknowledged", acked);
  }

  private acceptableNewPeer(author: string): boolean {
    const expected = this.options.expectedPeerFingerprint;
    return !expected || fingerprintOfKey(keyToBytes(author)) === expected;
  }

  private gameIdMatches(message: Message): boolean {
    const { seq, gameId } = message.payload;
    if (seq === 1) return gameId === "";
    // Before the peer's hello we do not know the id yet; unsequenced messages are harmless then.
    if (seq === 0) return gameId === this._gameId || gameId === "" || this._gameId === "";
    // Before the peer's hello we cannot tell; such a message is dropped as a gap and resent later.
    return this._gameId === "" || gameId === this._gameId;
  }

  private receiveChained(message: Message): void {
    const { seq } = message.payload;
    if (seq <= this.peerSeq) {
      if (this.peerIds.get(seq) === message.id) {
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
    if (seq > this.peerSeq + 1) {
      const held = this.pending.get(seq);
      if (held && held.id !== message.id) {
        this.equivocation(message, held.frame);
      } else if (this._gameId && this.pending.size < MAX_PENDING) {
        this.pending.set(seq, message);
      }
      this.requestResync(false); // ask for the missing ones
      return;
    }
    this.processInOrder(message);
    let next: Message | undefined;
    while (this._status !== "halted" && (next = this.pending.get(this.peerSeq + 1))) {
      this.pending.delete(this.peerSeq + 1);
      this.processInOrder(next);
    }
  }

  private processInOrder(message: Message): void {
    if (this._status === "halted") return;
    const verdict = this.evaluate(message);
    if (!verdict.ok) {
      this.refuse(verdict.code, verdict.message, message.frame, verdict.halt, { seq: message.payload.seq, type: message.payload.type });
      verdict.after?.();
      return;
    }
    this.peerLogBytes += message.frame.length;
    if (this.peerLogBytes > this.budgets.logBytes && !this.restoring) {
      this.overBudget(`The opponent's messages went over this match's log budget (${formatBytes(this.budgets.logBytes)}).`, message);
      return;
    }
    this.log.append({ kind: "message", direction: "in", seq: message.payload.seq, id: message.id, type: message.payload.type, frame: message.frame });
    this.acceptPeer(message);
    verdict.commit();
    this.scheduleAck();
    this.pump();
  }

  private acceptPeer(message: Message): void {
    this.peerSeq = message.payload.seq;
    this.peerId = message.id;
    this.peerIds.set(this.peerSeq, message.id);
  }

  /** Checks one in-order chained message from the peer; `commit` applies it. */
  private evaluate(message: Message): Verdict {
    const p = message.payload;
    const halt = (code: IncidentCode, text: string, after?: () => void): Verdict => ({ ok: false, code, message: text, halt: true, after });
    if (p.prev !== this.peerId) return halt("chain-broken", `Message ${p.seq} does not follow the opponent's previous message (broken hash chain).`);
    if (!isChainedType(p.type)) {
      return halt("unknown-type", isControlType(p.type) ? `"${p.type}" must not carry a sequence number.` : `Unknown message type "${p.type}" (protocol v${PROTOCOL_VERSION}).`);
    }
    const expectedSeq = HANDSHAKE_SEQ[p.type];
    if ((expectedSeq !== undefined && p.seq !== expectedSeq) || (expectedSeq === undefined && p.seq <= 3)) {
      return halt("out-of-place", `A "${p.type}" message cannot be message number ${p.seq}.`);
    }
    try {
      switch (p.type) {
        case "hello":
          return this.evaluateHello(bodies.validateHello(p.body), p.author);
        case "commit": {
          const b = bodies.validateCommit(p.body);
          return { ok: true, commit: () => (this.peerCommitment = b.commitment) };
        }
        case "reveal":
          return this.evaluateReveal(bodies.validateReveal(p.body));
        case "action":
          return this.evaluateAction(message, bodies.validateAction(p.body));
        case "hidden":
          return this.evaluateHidden(message);
        case "audit":
          return this.evaluateAudit(message);
        case "chat": {
          const b = bodies.validateChat(p.body);
          const flood = this.restoring ? null : this.chatFlood();
          if (flood) return { ok: false, code: "over-budget", message: flood, halt: true, after: () => this.transport?.close("over budget") };
          return { ok: true, commit: () => this.recordChat({ from: "peer", text: b.text, seq: p.seq }) };
        }
        case "concede":
          bodies.validateEmpty(p.body);
          if (this._status !== "playing" && this._status !== "handshake") return this.acceptWithoutEffect();
          return { ok: true, commit: () => this.finish({ winner: this.seat, reason: "concede" }) };
        case "timeout-claim":
          bodies.validateEmpty(p.body);
          return this.evaluateTimeoutClaim(message);
        case "result":
          return this.evaluateResult(bodies.validateResult(p.body));
      }
    } catch (err) {
      return halt("bad-body", `Malformed "${p.type}" message: ${(err as Error).message}.`);
    }
  }

  private acceptWithoutEffect(): Verdict {
    return { ok: true, commit: () => {} };
  }

  private evaluateHello(hello: bodies.HelloBody, author: string): Verdict {
    const halt = (code: IncidentCode, text: string): Verdict => ({ ok: false, code, message: text, halt: true });
    if (hello.role === this.options.role) {
      return halt("role-conflict", `Both players tried to ${hello.role === "host" ? "host" : "join"} this match.`);
    }
    const differences = compareVersions(this.myVersions(), hello.versions);
    if (differences.length > 0) {
      return halt("version-mismatch", `Cannot play together: ${differences.join("; ")}.`);
    }
    if (!!hello.hidden !== !!this.options.hidden) {
      return halt("open-cards", this.options.hidden ? "Your opponent's program would show both decks to both sides (cards not hidden): it cannot play a match with hidden hands." : "Your opponent's program hides cards, which this match does not do.");
    }
    const myFormat = this.myHello?.format ?? this.options.local.format ?? "freeform";
    if (hello.format !== myFormat) {
      return halt("format-mismatch", `Your opponent wants to play ${formatName(hello.format)}; you chose ${formatName(myFormat)}.`);
    }
    // The same check our own deck passed (cards the engine implements, counts, size, the
    // format's restricted list): an illegal deck never reaches the rules engine.
    // With hidden cards the decklist is committed to now and checked at the audit, when it is shown.
    const problems = hello.hidden ? [] : (this.options.checkDeck?.(hello.deck, hello.format) ?? []);
    if (problems.length) {
      const shown = problems.slice(0, 5).map((p) => p.slice(0, 160));
      return halt("bad-deck", `Your opponent's deck can't be played in ${formatName(hello.format)}: ${shown.join("; ")}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ""}.`);
    }
    let firstContact = true;
    if (this.options.knownPeers) {
      try {
        firstContact = checkAndPin(this.options.knownPeers, hello.name, author).firstContact;
      } catch (err) {
        return halt("identity-mismatch", (err as Error).message);
      }
    }
    return {
      ok: true,
      commit: () => {
        this.peerKey = author;
        this.peerHello = hello;
        this.peerInfo = { name: hello.name, publicKey: author, fingerprint: fingerprintOfKey(keyToBytes(author)), firstContact };
        const [hostNonce, guestNonce] = this.options.role === "host" ? [this.myHello!.nonce, hello.nonce] : [hello.nonce, this.myHello!.nonce];
        this._gameId = deriveGameId(hostNonce, guestNonce);
      },
    };
  }

  private evaluateReveal(reveal: bodies.RevealBody): Verdict {
    const secret = fromBase64Url(reveal.secret);
    if (commitment(this.peerHello!.nonce, secret) !== this.peerCommitment) {
      return {
        ok: false,
        code: "bad-reveal",
        message: "The opponent's seed reveal does not match their commitment, so the shared seed cannot be trusted. The match is stopped.",
        halt: true,
      };
    }
    return {
      ok: true,
      commit: () => {
        this.peerSecret = secret;
        this.maybeStartGame();
      },
    };
  }

  private evaluateAction(message: Message, body: bodies.ActionBody): Verdict {
    const halt = (code: IncidentCode, text: string, after?: () => void): Verdict => ({ ok: false, code, message: text, halt: true, after });
    if (!this.game || this._status === "handshake") return halt("out-of-place", "An action arrived before the game started.");
    // The match ended here (our concede or timeout claim) while this action was on its way: it
    // is part of their chain, so it is kept, but it comes too late to change the game.
    if (this._status === "finished") return this.acceptWithoutEffect();
    const action = body.action as A;
    if (action.player !== this.peerSeat) {
      return halt("wrong-seat", `The opponent (seat ${this.peerSeat}) sent an action for seat ${String(action.player)}.`);
    }
    const mayAct = this.whoMayAct();
    if (mayAct !== this.peerSeat) {
      return halt("out-of-turn", `The opponent acted while it was ${mayAct === this.seat ? "your" : "nobody's"} turn to act.`);
    }
    const hidden = this.hiddenGame;
    if (hidden) {
      const refused = this.hiddenProblem(() => hidden.receive("action", message.payload.body));
      if (refused) return refused;
      const agreed = hidden.agreedHash;
      const claimed = message.payload.postHash;
      if (agreed !== claimed) {
        const state = hidden.state!;
        return halt("desync", `The game states differ after the opponent's action ${message.payload.seq}: their hash ${claimed ?? "(none)"}, ours ${agreed}.`, () =>
          this.startDesyncReport(message, agreed, state, claimed ?? ""),
        );
      }
      return { ok: true, commit: () => this.afterHiddenMessage("peer", action, message.payload.seq) };
    }
    const r = this.safeApply(this.game.state, action);
    if (!r.ok) return halt("illegal-action", `The opponent sent an illegal action: ${r.rejection.message}`);
    const hash = this.rules.hash(r.state);
    const claimed = message.payload.postHash;
    if (hash !== claimed) {
      return halt("desync", `The game states differ after the opponent's action ${message.payload.seq}: their hash ${claimed ?? "(none)"}, ours ${hash}.`, () =>
        this.startDesyncReport(message, hash, r.state, claimed ?? ""),
      );
    }
    return { ok: true, commit: () => this.setState(r.state, "peer", action, message.payload.seq, hash) };
  }

  /**
   * A timeout claim counts only if, by our own clock, we have been the one to act for the
   * timeout: the claimer's clock proves nothing to us. An early claim is a dispute: the match
   * stops with the claim kept as evidence, and nobody loses.
   */
  private evaluateTimeoutClaim(message: Message): Verdict {
    if (this._status !== "playing" || !this.game) return this.acceptWithoutEffect();
    const dispute = (text: string): Verdict => ({ ok: false, code: "disputed-timeout", message: text, halt: true });
    const ourTurn = this.whoMayAct() === this.seat;
    if (!ourTurn) return dispute("The opponent claimed a timeout while it was their own turn.");
    if (message.payload.ack < this.ownGameSeq) return dispute("The opponent claimed a timeout before receiving your latest action.");
    const limit = this.options.timeoutClaimMs ?? DEFAULT_TIMEOUT_CLAIM_MS;
    const waited = this.now() - this.lastGameChangeAt;
    // A message in the log was judged when it arrived; replaying it must reach the same end.
    if (!this.restoring && waited < limit) {
      return dispute(`The opponent claimed a timeout after you had been the one to act for ${formatSeconds(waited)}; a timeout needs ${formatSeconds(limit)}. The claim is kept as evidence; nobody loses.`);
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
      return {
        ok: false,
        code: "result-mismatch",
        message: `The opponent's signed result (${result.winner} by ${result.reason}, final hash ${result.finalHash}) does not match ours (${ours}).`,
        halt: true,
      };
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
    this.noteAck(p.ack);
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
          if (this.now() - this.lastResyncServedAt < Math.min(50, this.retransmitMs / 4)) return;
          this.lastResyncServedAt = this.now();
          this.resendFrom(b.have + 1);
          if (b.head > this.peerSeq && this._status !== "halted") this.requestResync(false); // we lack some of theirs too
          return;
        }
        case "desync":
          this.receiveDesync(bodies.validateDesync(p.body), message);
          return;
        default:
          // Control messages are unsequenced, so an unknown one cannot block the chain: report it.
          this.refuse("unknown-type", `Unknown message type "${p.type}" (protocol v${PROTOCOL_VERSION}).`, message.frame, false, { seq: 0, type: p.type });
      }
    } catch (err) {
      this.refuse("bad-body", `Malformed "${p.type}" message: ${(err as Error).message}.`, message.frame, false, { seq: 0, type: p.type });
    }
  }

  private equivocation(message: Message, earlier: Uint8Array | undefined): void {
    // Both versions are kept: together they prove the peer signed two different histories.
    if (earlier) this.evidence("equivocation", "first of two messages with the same seq", earlier, true);
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
    this.stats.rejected++;
    const incident: Incident = { code, message, ...where, halted: halt && this._status !== "halted", at: new Date(this.now()).toISOString() };
    // A flood of junk must not grow memory: the first incidents are kept, the rest only counted.
    if (this.incidents.length < MAX_INCIDENTS) this.incidents.push(incident);
    // A halting refusal is a message the peer signed: kept whole, it proves what they sent.
    this.evidence(code, message, frame, halt);
    this.emit("rejected", incident);
    if (incident.halted) this.halt(incident);
  }

  /** Keeps a refused frame in the log: whole when `signedByPeer` (proof), else its first bytes. */
  private evidence(code: string, reason: string, frame: Uint8Array, signedByPeer = false): void {
    if (this.evidenceCount >= MAX_EVIDENCE) return;
    this.evidenceCount++;
    const kept = signedByPeer ? frame : frame.subarray(0, EVIDENCE_FRAME_BYTES);
    this.log.append({ kind: "evidence", code, reason, frame: kept, at: new Date(this.now()).toISOString() });
  }

  private halt(incident: Incident): void {
    this._status = "halted";
    this.haltIncident = incident;
    this.pending.clear();
    this.emit("halted", incident);
  }

  // ------------------------------------------------------------------ budgets and the handshake

  /** Why the peer's next chat line is one too many, or null. Counts it otherwise. */
  private chatFlood(): string | null {
    const now = this.now();
    this.peerChatTimes = this.peerChatTimes.filter((t) => now - t < 60_000);
    if (this.peerChatTimes.length >= this.budgets.chatPerMinute) return `The opponent sent more than ${this.budgets.chatPerMinute} chat lines in a minute (a flood).`;
    if (this.peerChats >= this.budgets.chatPerMatch) return `The opponent sent more than ${this.budgets.chatPerMatch} chat lines in this match.`;
    this.peerChatTimes.push(now);
    this.peerChats++;
    return null;
  }

  /** The peer went over a budget: the match stops with an incident, and the peer is cut off. */
  private overBudget(text: string, message: Message): void {
    this.refuse("over-budget", text, message.frame, true, { seq: message.payload.seq, type: message.payload.type });
    this.transport?.close("over budget");
  }

  /**
   * The handshake did not finish in time. If we revealed our secret and the peer did not, it
   * could compute both opening hands and then walk away: that is recorded as an abandoned
   * handshake, with the messages that show it, so the player can see who walked away.
   */
  private handshakeTimedOut(): void {
    const secs = formatSeconds(this.now() - this.startedAt);
    const abandoned = this.myRevealSent && !this.peerSecret && !!this.peerCommitment;
    const incident: Incident = abandoned
      ? { code: "abandoned-handshake", message: `Your opponent received your half of the shuffle seed but never revealed theirs (${secs}): they could see both opening hands, then walked away.`, halted: true, at: new Date(this.now()).toISOString() }
      : { code: "handshake-timeout", message: `The opponent did not complete the handshake within ${secs}. The match did not start.`, halted: true, at: new Date(this.now()).toISOString() };
    this.incidents.push(incident);
    if (abandoned) {
      // Evidence: their commitment (signed) and our reveal, both already in the log; named here.
      const theirCommit = this.findPeerFrame(2);
      if (theirCommit) this.evidence("abandoned-handshake", "the opponent's signed commitment; they received our reveal and sent none", theirCommit, true);
    } else {
      this.log.append({ kind: "evidence", code: "handshake-timeout", reason: incident.message, frame: new Uint8Array(0), at: incident.at });
    }
    this.emit("rejected", incident);
    this.halt(incident);
    this.transport?.close("handshake timed out");
  }

  // ------------------------------------------------------------------ game

  private maybeStartGame(): void {
    if (this.game || this.hiddenGame || !this.myHello || !this.peerHello || !this.myRevealSent || !this.peerSecret) return;
    const mySecret = deriveSecret(this.identity, this.myHello.nonce);
    const [hostSecret, guestSecret] = this.options.role === "host" ? [mySecret, this.peerSecret] : [this.peerSecret, mySecret];
    this._seed = deriveSeed(this._gameId, hostSecret, guestSecret);
    const host = this.options.role === "host" ? this.myHello : this.peerHello;
    const guest = this.options.role === "host" ? this.peerHello : this.myHello;
    if (this.options.hidden) {
      // Hidden cards: the libraries are shuffled together first; the game starts when they are dealt.
      const format = this.myHello.format;
      this.hiddenGame = this.options.hidden({
        seat: this.seat,
        deck: this.options.local.deck,
        gameId: this._gameId,
        names: { A: host.name, B: guest.name },
        secret: deriveHiddenSecret(this.identity, this.myHello.nonce),
        checkDecklist: (names) => this.options.checkDeck?.(names, format) ?? [],
      });
      this.afterHiddenMessage("me", null, this.ownSeq);
      return;
    }
    this.game = {
      state: this.rules.create({ seed: this._seed, decks: { A: host.deck, B: guest.deck }, names: { A: host.name, B: guest.name } }),
    };
    this.startPlaying();
  }

  private startPlaying(): void {
    this._status = "playing";
    this.lastGameChangeAt = this.now();
    this.emit("ready", { gameId: this._gameId, seed: this._seed, seat: this.seat, peer: this.peerInfo! });
    this.checkOutcome();
  }

  private setState(state: S, by: "me" | "peer", action: unknown, seq: number, hash: string): void {
    this.game = { state };
    this.lastGameChangeAt = this.now();
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
    if (this.hiddenGame) return this.hiddenGame.serializePublic(state);
    return this.rules.serialize ? this.rules.serialize(state) : JSON.stringify(state);
  }

  private packState(state: S): string | null {
    const packed = toBase64Url(deflateRawSync(Buffer.from(this.serializeState(state))));
    return packed.length < this.maxFrameBytes - 4096 ? packed : null;
  }

  private static unpackState(packed: string | null): string | null {
    if (packed === null) return null;
    try {
      return inflateRawSync(fromBase64Url(packed), { maxOutputLength: 16 << 20 }).toString("utf8");
    } catch {
      return null;
    }
  }

  /** We found a hash mismatch on the peer's action: report, and ask for their state. */
  private startDesyncReport(message: Message, ourHash: string, ourState: S, theirHash: string): void {
    this._desync = {
      action: { by: "peer", seq: message.payload.seq },
      hashes: { mine: ourHash, theirs: theirHash },
      states: { mine: this.serializeState(ourState), theirs: null },
      complete: false,
    };
    this.emit("desync", this._desync);
    this.desyncRequest = { author: message.payload.author, seq: message.payload.seq, hash: ourHash, state: this.packState(ourState), reply: false };
    this.sendControl("desync", this.desyncRequest);
  }

  private receiveDesync(body: bodies.DesyncBody, message: Message): void {
    if (body.author === this.peerKey && this._desync && this._desync.action.by === "peer" && this._desync.action.seq === body.seq) {
      if (this._desync.complete) return;
      // The answer to our own report: now it holds both states.
      const theirState = PeerSession.unpackState(body.state);
      this._desync = { ...this._desync, states: { ...this._desync.states, theirs: theirState }, complete: true };
      this.emit("desync", this._desync);
      return;
    }
    if (this._desync?.action.by === "me" && this._desync.action.seq === body.seq && body.author === this.identity.publicKey && this.desyncReply) {
      if (!body.reply) this.sendControl("desync", this.desyncReply); // our answer was lost: repeat it
      return;
    }
    const bogus = (why: string) => this.refuse("bogus-desync", `A desync report from the opponent was ignored: ${why}.`, message.frame, false, { seq: 0, type: "desync" });
    // One exchange per match: replaying the log again for every report would let the peer stall us.
    if (this.desyncServed || this._desync) return bogus("a desync report was already handled in this match");
    // It must name one of our actions, and a hash other than the one we signed for it: checked
    // against what we actually sent before anything is replayed.
    const ours = body.author === this.identity.publicKey ? this.ownFrames.get(body.seq) : undefined;
    const sent = ours ? decodeMessage(ours, Infinity).payload : null;
    if (!sent || sent.type !== "action") return bogus(`it names message ${body.seq}, which is not an action of yours`);
    if (sent.postHash === body.hash) return bogus(`its hash for your action ${body.seq} is the one you signed: there is no disagreement`);
    this.desyncServed = true;
    this.evidence("desync", `the opponent's desync report on your action ${body.seq}`, message.frame);
    const theirState = PeerSession.unpackState(body.state);
    // The peer disagrees with the state after one of our actions: rebuild ours from the log.
    const replayed = this.replayUntil("out", body.seq);
    if (replayed === null) return;
    const { state: ourState, hash: ourHash } = replayed;
    this._desync = {
      action: { by: "me", seq: body.seq },
      hashes: { mine: ourHash, theirs: body.hash },
      states: { mine: this.serializeState(ourState), theirs: theirState },
      complete: true,
    };
    if (this._status !== "halted") {
      this.halt({
        code: "desync",
        message: `The opponent's game state differs from ours after your action ${body.seq}: our hash ${ourHash}, theirs ${body.hash}.`,
        seq: body.seq,
        type: "action",
        halted: true,
        at: new Date(this.now()).toISOString(),
      });
    }
    this.emit("desync", this._desync);
    this.desyncReply = { author: this.identity.publicKey, seq: body.seq, hash: ourHash, state: this.packState(ourState), reply: true };
    if (!body.reply) this.sendControl("desync", this.desyncReply);
  }

  // ------------------------------------------------------------------ replay

  /** State right after a given logged chained message, rebuilt from the log. */
  private replayUntil(direction: "out" | "in", seq: number): { state: S; hash: string } | null {
    const replica = new PeerSession<S, A>({ ...this.options, knownPeers: undefined, replayOnly: true, log: new TruncatedLog(this.log, direction, seq) });
    replica.close();
    return replica.state === null ? null : { state: replica.state, hash: replica.stateHash! };
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
        this.peerLogBytes += entry.frame.length;
        if (message.payload.type === "chat") this.peerChats++;
        const verdict = this.evaluate(message);
        if (!verdict.ok) throw new NetError("log-corrupt", `The match log does not replay at peer message ${entry.seq}: ${verdict.message}`);
        this.acceptPeer(message);
        verdict.commit();
        this.peerAck = Math.max(this.peerAck, Math.min(message.payload.ack, this.ownSeq));
      }
    }
  }

  private replayOwnEffect(message: Message): void {
    const { type, body, seq, postHash } = message.payload;
    if (type === "hello") return;
    if (type === "reveal") this.maybeStartGame();
    if (type === "hidden" || (type === "action" && this.hiddenGame)) return this.matchLoggedHidden(message);
    if (type === "action") {
      const action = (body as bodies.ActionBody).action as A;
      const r = this.game ? this.safeApply(this.game.state, action) : null;
      const hash = r?.ok ? this.rules.hash(r.state) : null;
      if (!r?.ok || hash !== postHash) throw new NetError("log-corrupt", `Our own logged action ${seq} does not replay.`);
      this.setState(r.state, "me", action, seq, hash);
    }
    if (type === "chat") {
      this.ownChats++;
      this.recordChat({ from: "me", text: (body as bodies.ChatBody).text, seq });
    }
    if (type === "concede") this.finish({ winner: this.peerSeat, reason: "concede" });
    if (type === "timeout-claim") this.finish({ winner: this.seat, reason: "timeout" });
  }
}

/** A read-only view of a log up to (and including) one chained message. */
class TruncatedLog implements MatchLog {
  private items: ReturnType<MatchLog["entries"]>;
  constructor(log: MatchLog, direction: "out" | "in", seq: number) {
    const all = log.entries();
    const end = all.findIndex((e) => e.kind === "message" && e.direction === direction && e.seq === seq);
    this.items = all.slice(0, end + 1).filter((e) => e.kind === "message");
  }
  append(): void {
    throw new Error("read-only log");
  }
  entries() {
    return this.items;
  }
  head(direction: "out" | "in") {
    const last = [...this.items].reverse().find((e) => e.kind === "message" && e.direction === direction);
    return last && last.kind === "message" ? { seq: last.seq, id: last.id } : null;
  }
}

function formatName(f: bodies.MatchFormat): string {
  return f === "oldschool" ? "Old School 93/94" : "freeform";
}

function formatSeconds(ms: number): string {
  return ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;
}

function formatBytes(n: number): string {
  return n >= 1 << 20 ? `${Math.round(n / (1 << 20))} MB` : `${Math.round(n / 1024)} kB`;
}
