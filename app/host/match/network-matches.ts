/**
 * Network matches in the match host: each is a PeerSession (app/host/net) whose signed log is
 * SqliteMatchLog in matches.db. The session checks everything the peer says; this module turns
 * its events into the match's row, live state, log lines and renderer updates, and rebuilds
 * sessions from their logs after a restart.
 */
import type { Action, GameState } from "../../../engine/index";
import * as engine from "../../../engine/index";
import type { MatchResultInfo, MatchSummary, Seat, SeatInfo } from "../../shared/contract/match";
import { engineRules, engineRulesWithTurnCap, type EngineRules } from "../net/engine-rules";
import type { AuditResult } from "../net/game-rules";
import { observedHiddenGame, type AppliedStep } from "../net/hidden/play";
import { NetError } from "../net/errors";
import { HeldChannel } from "../net/held-channel";
import { MatchChannel } from "../net/match-channel";
import type { Identity } from "../net/identity";
import type { KnownPeers } from "../net/known-peers";
import { localVersions } from "../net/local-versions";
import { PeerSession, type PeerSessionOptions } from "../net/peer-session";
import { resultAfterAudit } from "../net/session/hidden-phase";
import { decodeMessage } from "../net/protocol";
import type { Transport } from "../net/transport";
import type { DeckRef, DeckSource } from "./decks";
import { deckLimits, deckProblems } from "./deck-check";
import type { MatchFormat } from "../net/message-bodies";
import { MatchError } from "./errors";
import { other, type Live } from "./live";
import type { MatchOutput } from "./output";
import type { MatchRegistry } from "./registry";
import type { HiddenHistory } from "./replay-cache";
import { linesOf, openingLine } from "./replay";
import { SqliteMatchLog } from "./sqlite-match-log";
import type { MatchRow, MatchSetup, MatchStore } from "./store";
import type { PlainDeck } from "./types";
import type { CollectionService } from "../collection/service";
import { anteSettlement } from "./ante";

/** What the network side needs from the match host. */
export interface MatchCore {
  /** The store, opened on first use. */
  readonly store: MatchStore;
  /** The running matches: register, look up, finish, mark damaged, forget, drop. */
  readonly matches: MatchRegistry;
  /** What the watchers get: watch, flush, notice, chat, and background work done safely. */
  readonly output: MatchOutput;
  /** The seat's deck: a contract deck reference, or (CLI) the cards themselves. */
  readonly decks: DeckSource;
  /** The name this player plays under. */
  playerName(): string;
  /** The collection, where the cards of a match played for ante change hands. */
  readonly collection?: () => CollectionService;
}

export interface NetworkOptions {
  /** This player's identity key. */
  identity?: () => Identity;
  knownPeers?: KnownPeers;
}

/**
 * The claim time (how long the opponent may owe a message before a timeout can be claimed) is
 * 3 minutes (PeerSession's default). Tests only (e2e/network-silence.test.ts): the environment
 * variable MOXEN_TEST_TIMEOUT_CLAIM_MS (whole milliseconds, at least 1000) sets it for this
 * host's sessions, so a table's silence clock and "Claim the win" can be seen in seconds. It
 * changes only this side's clock: the opponent checks a claim by its own clock and claim time.
 */
function testClaimMs(): number | undefined {
  const raw = process.env.MOXEN_TEST_TIMEOUT_CLAIM_MS;
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const ms = Number(raw);
  return ms >= 1000 ? ms : undefined;
}

/** A finished network match's friend asks to trade; `clients` are the renderers watching the match. */
export interface TradeRequest {
  matchId: number;
  friend: { name: string; fingerprint: string };
  clients: string[];
}

export class NetworkMatches {
  private readonly channels = new Map<string, { held: HeldChannel; client: string }>();
  /** "<friend> wants to trade": a finished match's friend asked first (MatchChannel.onTradeRequest). */
  private readonly tradeRequests = new Set<(r: TradeRequest) => void>();
  /** The actions each match's hidden game applied and the host has not shown yet (log lines, steps). */
  private readonly applied = new WeakMap<PeerSession<GameState, Action>, AppliedStep[]>();

  constructor(
    private readonly core: MatchCore,
    private readonly o: NetworkOptions,
  ) {}

  /**
   * The rules a network session runs: the engine (with a turn cap for computer players, which
   * is part of the rules version both peers compare). The game itself is played on this side's
   * copy with hidden cards (protocol v2), see `session`.
   */
  rules(turnCap?: number): EngineRules {
    return turnCap ? engineRulesWithTurnCap(turnCap) : engineRules;
  }

  /**
   * A peer session with hidden hands and libraries; the actions its copy applies are kept for
   * the game log until the host shows them (a session rebuilt from its log applies them all
   * before it returns).
   */
  private session(o: Omit<ConstructorParameters<typeof PeerSession<GameState, Action>>[0], "hidden">): PeerSession<GameState, Action> {
    const steps: AppliedStep[] = [];
    const claimMs = testClaimMs();
    const session = new PeerSession<GameState, Action>({ ...o, ...(claimMs !== undefined ? { timeoutClaimMs: claimMs } : {}), hidden: observedHiddenGame((step) => steps.push(step)) });
    this.applied.set(session, steps);
    return session;
  }

  /** The applied actions not shown yet, in order (emptied). */
  private takeApplied(session: PeerSession<GameState, Action>): AppliedStep[] {
    return this.applied.get(session)?.splice(0) ?? [];
  }

  /**
   * A finished match played for ante whose end is not complete on both sides: our audit of the
   * opponent is missing, or the opponent has not acknowledged everything we sent (our result and
   * secrets), e.g. after a crash. Such a match comes back at start, so that resuming it completes
   * the exchange and both collections can settle.
   */
  anteUnfinished(row: MatchRow): boolean {
    if (row.kind !== "network" || !row.setup?.rules?.ante || row.status !== "finished" || !this.o.identity) return false;
    try {
      const replica = this.replica(row);
      this.takeApplied(replica);
      return !replica.audit || replica.heads.theirAck < replica.heads.mine;
    } catch {
      return false;
    }
  }

  /** The collection unit of each card of a collection deck, by its place (null: no unit, or not a collection deck). */
  private unitsOf(deckId: number | undefined, cards: readonly string[]): (string | null)[] {
    if (deckId === undefined || !this.core.collection) return cards.map(() => null);
    const main = this.core.collection().decks.get(deckId).main;
    return cards.map((name, i) => (main[i]?.name === name ? (main[i]!.unitId ?? null) : null));
  }

  /** Attaches a new connection to a running network match (after a drop or a restart). */
  reconnect(matchId: number, transport: Transport): void {
    const live = this.core.matches.live(matchId);
    if (!live.session) {
      transport.close("not a network match");
      throw new MatchError("bad_argument", `Match #${matchId} is not a network match: it needs no connection.`);
    }
    live.session.attach(this.channelFor(live, transport));
  }

  /** Splits a network match's transport: match frames to its session, trade frames only once it finished. */
  private channelFor(live: Live, transport: Transport): Transport {
    const session = live.session!;
    const channel = new MatchChannel(transport, { allowTrade: () => session.status === "finished" });
    live.channel = channel;
    channel.onTradeRequest(() => {
      const peer = session.peer;
      if (!peer || live.channel !== channel) return;
      const request: TradeRequest = { matchId: live.id, friend: { name: peer.name, fingerprint: peer.fingerprint }, clients: [...live.watchers.keys()] };
      for (const h of this.tradeRequests) h(request);
    });
    return channel.match;
  }

  /** Called when a finished match's friend asks to trade before we did. Returns the unsubscribe. */
  onTradeRequest(handler: (r: TradeRequest) => void): () => void {
    this.tradeRequests.add(handler);
    return () => this.tradeRequests.delete(handler);
  }

  /**
   * "Trade with <friend>" after a network match: the finished match's channel, for one TradeSession,
   * with the friend's fingerprint pinned by the match. Refused while the match is live or disconnected.
   */
  tradeChannel(matchId: number): { transport: Transport; peerFingerprint: string; tradeRequested: boolean } {
    const live = this.core.matches.get(matchId);
    const session = live?.session;
    if (!live || !session) throw new MatchError("not_network", `Match #${matchId} is not a network match running here.`);
    if (session.status !== "finished" || !session.peer) throw new MatchError("not_over", `Match #${matchId} is not over: no trading mid-game.`);
    if (!live.channel?.isOpen) throw new MatchError("no_channel", `Match #${matchId} is no longer connected: start a trade with an invite instead.`);
    const tradeRequested = live.channel.tradeRequested;
    return { transport: live.channel.claimTrade(), peerFingerprint: session.peer.fingerprint, tradeRequested };
  }

  /** The net service hands over each data channel a renderer opens. */
  adoptChannel(transport: Transport & { channelId: string }, client: string): void {
    this.channels.set(transport.channelId, { held: new HeldChannel(transport), client });
    transport.onClose(() => this.channels.delete(transport.channelId));
  }

  takeChannel(channelId: string, client: string | undefined): Transport {
    const ch = this.channels.get(channelId);
    if (!ch || (client !== undefined && ch.client !== client) || !ch.held.transport.isOpen) {
      throw new MatchError("no_channel", `No open network channel "${channelId}": open one with net.openChannel first.`);
    }
    this.channels.delete(channelId);
    return ch.held.claim();
  }

  connect(args: { channelId: string; role: "host" | "guest"; deck: DeckRef; peerFingerprint?: string; format?: MatchFormat; dexterity?: boolean; ante?: boolean }, client?: string): MatchSummary {
    const transport = this.takeChannel(args.channelId, client);
    return this.connectTransport({ ...args, transport }, client);
  }

  /** A network match over any transport (the renderer's bridged channel, or WebRTC in the CLI). */
  connectTransport(
    args: {
      transport: Transport;
      role: "host" | "guest";
      /** A deck reference, or (CLI) the cards themselves. */
      deck: DeckRef | PlainDeck;
      peerFingerprint?: string;
      name?: string;
      /** Computer players: a game still going after this turn is a draw (both peers must agree). */
      turnCap?: number;
      /** The format both decks must be legal in (both players must choose the same). Default freeform. */
      format?: MatchFormat;
      /** The "dexterity cards" option (both players must choose the same). Default off. */
      dexterity?: boolean;
      /** Play for ante (CR 407): both players must choose it. The winner takes the cards for real. */
      ante?: boolean;
      /** Who takes the first turn, agreed beforehand (a limited event's later game, CR 103.1); absent: drawn. Both hellos must say the same. */
      firstPlayer?: "host" | "guest";
    },
    client?: string,
  ): MatchSummary {
    const store = this.core.store;
    if (!this.o.identity) throw new MatchError("unavailable", "Network play is not available in this host (no identity).");
    const identity = this.o.identity();
    const mine = this.core.decks.deckOf(args.deck, "deck");
    const mySeat: Seat = args.role === "host" ? "A" : "B";
    const name = args.name ?? this.core.playerName();
    const rules = this.rules(args.turnCap);
    const seats = {
      [mySeat]: { name, control: "you", deck: mine.name, ...(mine.deckId ? { deckId: mine.deckId } : {}) },
      [other(mySeat)]: { name: "Opponent", control: "remote", deck: "(hidden)", ...(args.peerFingerprint ? { fingerprint: args.peerFingerprint } : {}) },
    } as Record<Seat, SeatInfo>;
    // Our own deck is kept from the start: a match rebuilt from its log deals it again with the
    // same secrets. The opponent's stays unknown until the audit shows it.
    const ante = !!args.ante;
    // Its sideboard too (CR 400.11: the cards outside the game), committed hidden with the deck.
    const setup: MatchSetup = {
      seed: "",
      decks: { [mySeat]: mine.cards, [other(mySeat)]: [] } as Record<Seat, string[]>,
      ...(mine.sideboard?.length ? { sideboards: { [mySeat]: mine.sideboard } } : {}),
      names: { [mySeat]: name, [other(mySeat)]: "Opponent" } as Record<Seat, string>,
      hidden: true,
      // Ante: the units our deck brought, kept from the start (the deck may change later).
      ...(ante ? { rules: { ante: true }, units: this.unitsOf(mine.deckId, mine.cards) } : {}),
    };
    const row = store.create({
      kind: "network",
      status: "handshake",
      mySeat,
      seats,
      setup,
      engineVersion: engine.ENGINE_VERSION,
      rulesVersion: rules.version,
      role: args.role,
    });
    if (args.peerFingerprint) store.update(row.id, { peer: args.peerFingerprint });
    const log = new SqliteMatchLog(store, row.id);
    let session: PeerSession<GameState, Action>;
    try {
      session = this.session({
        identity,
        role: args.role,
        rules,
        local: { name, ...localVersions(), deck: mine.cards, ...(mine.sideboard?.length ? { sideboard: mine.sideboard } : {}), format: args.format ?? "freeform", ...(args.dexterity ? { dexterity: true } : {}), ...(ante ? { ante: true } : {}), ...(args.firstPlayer ? { firstPlayer: args.firstPlayer } : {}) },
        log,
        knownPeers: this.o.knownPeers,
        expectedPeerFingerprint: args.peerFingerprint,
        checkDeck: (deck, format, options) => deckProblems(deck, format, { ...options, ante }),
        deckLimits,
        ackDelayMs: 0,
      });
    } catch (e) {
      store.update(row.id, { status: "abandoned", problem: (e as Error).message });
      args.transport.close("the match could not start");
      throw e instanceof NetError ? new MatchError(e.code, e.message) : e;
    }
    const live = this.core.matches.register(store.get(row.id), null, [{ step: 0, text: `Match #${row.id}: connecting…` }]);
    live.session = session;
    this.wireSession(live);
    if (client) this.core.output.watch(live, client, mySeat);
    session.attach(this.channelFor(live, args.transport));
    return this.core.matches.summary(live.row);
  }

  rebuild(row: MatchRow): void {
    if (!this.o.identity) return;
    let session: PeerSession<GameState, Action>;
    try {
      if (!row.setup?.hidden) throw new NetError("log-corrupt", "This network match was played with an older Moxen, whose matches showed both decks; it cannot be continued.");
      session = this.fromLog(row, { knownPeers: this.o.knownPeers, expectedPeerFingerprint: row.peer ?? undefined, ackDelayMs: 0 });
    } catch (e) {
      this.core.matches.damage(row, e);
      return;
    }
    const live = this.core.matches.register(row, null, [{ step: 0, text: `Match #${row.id}: resumed from its log` }]);
    live.session = session;
    try {
      this.syncFromSession(live);
    } catch (e) {
      session.close();
      this.core.matches.forget(row.id);
      this.core.matches.damage(row, e);
      return;
    }
    this.wireSession(live);
  }

  /**
   * A hidden match's game as this player saw it, rebuilt from its signed log with this profile's
   * secrets (nothing is sent): every action applied, and the copy at the end.
   */
  hiddenHistory(row: MatchRow): HiddenHistory {
    const session = this.replica(row);
    return { steps: this.takeApplied(session), final: session.state, ownershipChanges: (final) => session.ownershipChanges(final) };
  }

  /**
   * The end-of-match audit, done again from the signed log alone: our secrets come from this
   * profile's key, the opponent's from the audit message they signed. Null when they never
   * showed them (the match is not over, or they left first).
   */
  auditAgain(row: MatchRow): { audit: AuditResult | null; why: string | null } {
    const session = this.replica(row);
    if (session.audit) return { audit: session.audit, why: null };
    const status = session.status;
    const why =
      status === "playing" || status === "handshake" ? "the match is not over: the secrets are shown when it ends"
      : status === "halted" ? `the match was stopped (${session.haltReason?.message ?? "halted"}), so no secrets were shown`
      : "the opponent never showed its secrets (it left before its audit message arrived)";
    return { audit: null, why };
  }

  /** The audit and the opponent's decklist it showed, from the signed log alone (a limited event's audit of its games). */
  auditedDeck(row: MatchRow): { audit: AuditResult | null; peerDeck: readonly string[] | null } {
    const session = this.replica(row);
    return { audit: session.audit, peerDeck: session.audit ? session.peerDeck : null };
  }

  /** A read-only session rebuilt from a hidden match's log, as after a restart, sending nothing. */
  private replica(row: MatchRow): PeerSession<GameState, Action> {
    if (!this.o.identity) throw new MatchError("unavailable", "Network matches cannot be read in this host (no identity).");
    if (row.kind !== "network" || !row.setup?.hidden) throw new MatchError("not_network", `Match #${row.id} is not a network match with hidden cards.`);
    const session = this.fromLog(row, { replayOnly: true });
    session.close();
    return session;
  }

  /**
   * The session of a stored hidden match, rebuilt from its signed log: our deck is dealt again with
   * the same secrets (format and name are in the log's hello); the rules are the ones it was played
   * under (a turn cap is part of their version).
   */
  private fromLog(row: MatchRow, extra: Pick<PeerSessionOptions<GameState, Action>, "knownPeers" | "expectedPeerFingerprint" | "ackDelayMs" | "replayOnly">): PeerSession<GameState, Action> {
    const cap = /\+turn-cap-(\d+)$/.exec(row.rulesVersion);
    return this.session({
      identity: this.o.identity!(),
      role: row.role!,
      rules: this.rules(cap ? Number(cap[1]) : undefined),
      // A log from before sideboards were committed has none: absent is empty.
      local: { name: row.seats[row.mySeat!].name, ...localVersions(), deck: row.setup!.decks[row.mySeat!], ...(row.setup!.sideboards?.[row.mySeat!]?.length ? { sideboard: row.setup!.sideboards[row.mySeat!]! } : {}), ...(row.setup!.rules?.ante ? { ante: true } : {}) },
      log: new SqliteMatchLog(this.core.store, row.id),
      checkDeck: (deck, format, options) => deckProblems(deck, format, { ...options, ante: !!row.setup!.rules?.ante }),
      deckLimits,
      ...extra,
    });
  }

  /** After a restore: the row learns what the log fixed (opponent, game id), and the lines are rebuilt from the actions replayed. */
  private syncFromSession(live: Live): void {
    const session = live.session!;
    if (session.state && live.row.status === "handshake") this.onReady(live);
    live.lines = [openingLine(live.row)];
    live.step = 0;
    this.showApplied(live);
    live.state = session.state;
    if (session.status === "finished" && session.result) this.core.matches.finish(live, session.result, session.result.finalHash);
    if (session.audit) this.onAudit(live, session.audit);
    if (session.status === "halted") this.onHalted(live, session.haltReason?.message ?? "the match was halted");
  }

  /** The actions the copy applied since last time become steps and log lines. */
  private showApplied(live: Live): void {
    for (const step of this.takeApplied(live.session!)) {
      live.step++;
      live.lastActor = step.action.player;
      live.lines.push(...linesOf(live.step, step.events, step.after));
    }
  }

  private onReady(live: Live): void {
    const s = live.session!;
    const mySeat = live.row.mySeat!;
    const peerSeat = other(mySeat);
    const peer = s.peer!;
    const mine = ownHello(s);
    const setup: MatchSetup = { ...live.row.setup!, names: { [mySeat]: mine.name, [peerSeat]: peer.name } as Record<Seat, string> };
    const seats: Record<Seat, SeatInfo> = {
      ...live.row.seats,
      [peerSeat]: { name: peer.name, control: "remote", deck: "their deck", fingerprint: peer.fingerprint },
    };
    live.row = this.core.store.update(live.id, { status: "playing", setup, seats, gameId: s.gameId, peer: peer.fingerprint });
    live.state = s.state;
    live.lines = [openingLine(live.row)];
    if (peer.firstContact) {
      live.lines.push({ step: 0, text: `First match with ${peer.name}: compare fingerprints (theirs is ${peer.fingerprint}).` });
    }
  }

  /** The audit of the opponent's secrets at the end: kept with the result, shown in the log and the history. */
  private onAudit(live: Live, audit: AuditResult): void {
    if (!live.row.result || live.row.result.audit) return;
    const info = auditInfo(audit);
    live.row = this.core.matches.audited(live.row, info, resultAfterAudit(live.row.result, audit));
    const text = auditLine(live.row, info);
    live.lines.push({ step: live.step, text });
    if (live.row.result?.overturned) live.lines.push({ step: live.step, text: resultLine(live.row, live.row.result) });
    if (!audit.clean) this.core.output.notice(live, "error", text);
    const settled = this.settleAnte(live.row);
    if (settled) live.lines.push({ step: live.step, text: settled });
  }

  /**
   * A finished match played for ante whose audit was clean: the cards that changed hands leave our
   * collection or join it, once (keyed by the game id; retried at each start until it is done).
   * Returns the sentence for the game log when the collection changed, "" when it was settled
   * before; null when there is nothing to settle (not ante, not over, not audited clean, no
   * collection here).
   */
  settleAnte(row: MatchRow): string | null {
    if (row.kind !== "network" || !row.setup?.rules?.ante || row.status !== "finished" || !row.gameId || !row.result || !this.core.collection) return null;
    if (row.result.audit && !row.result.audit.clean) return null; // a cheater: no card changes hands
    try {
      const collection = this.core.collection();
      if (collection.transfers.get(row.gameId)) return "";
      // The signed log is the proof: the game and the audit are done again from it (after a crash
      // the audit may be in the log but not yet kept with the match).
      const replica = this.replica(row);
      this.takeApplied(replica);
      if (!replica.audit?.clean) return null;
      const { settlement } = collection.transfers.settle(anteSettlement(row, replica.state, (final) => replica.ownershipChanges(final)));
      return settlementLine(row, settlement.transfers);
    } catch (e) {
      console.error(`moxen: match #${row.id}: the cards played for ante could not be settled yet (${(e as Error).message}); it will be retried`);
      return null;
    }
  }

  private onHalted(live: Live, message: string): void {
    live.row = this.core.store.update(live.id, { status: "halted", problem: message });
    this.core.output.notice(live, "error", `The match stopped: ${message}`);
  }

  abandon(live: Live): void {
    live.session?.close();
    live.row = this.core.store.update(live.id, { status: "abandoned", finishedAt: this.core.store.now() });
    this.core.matches.drop(live);
  }

  private wireSession(live: Live): void {
    const s = live.session!;
    const mySeat = live.row.mySeat!;
    live.offs.push(
      s.on("ready", () =>
        this.core.output.safely(live, () => {
          this.onReady(live);
          this.core.output.flush(live);
        }),
      ),
      s.on("state", (u) =>
        this.core.output.safely(live, () => {
          live.state = u.state;
          this.showApplied(live);
          if (u.state.turn.number !== live.row.turn) live.row = this.core.store.update(live.id, { turn: u.state.turn.number });
          live.row = { ...live.row, steps: live.step };
          this.core.output.flush(live);
        }),
      ),
      s.on("finished", (result) =>
        this.core.output.safely(live, () => {
          this.core.matches.finish(live, result, result.finalHash);
          live.lines.push({ step: live.step, text: resultLine(live.row, result) });
          this.core.output.flush(live);
        }),
      ),
      s.on("audit", (audit) => this.core.output.safely(live, () => (this.onAudit(live, audit), this.core.output.flush(live)))),
      s.on("halted", (incident) => this.core.output.safely(live, () => (this.onHalted(live, incident.message), this.core.output.flush(live)))),
      s.on("rejected", (incident) => !incident.halted && this.core.output.notice(live, "warning", `A network message was refused: ${incident.message}`)),
      s.on("disconnected", (reason) =>
        this.core.output.notice(live, "warning", `The connection to your opponent was lost (${reason}). Exchange codes again and resume the match to reconnect.`),
      ),
      s.on("chat", (c) =>
        this.core.output.safely(live, () => {
          const seat = c.from === "me" ? mySeat : other(mySeat);
          this.core.store.addChat(live.id, seat, c.text);
          this.core.output.chat(live, seat, c.text);
        }),
      ),
    );
  }

  chat(matchId: number, text: string): void {
    const live = this.core.matches.live(matchId);
    if (!live.session) throw new MatchError("not_network", "Chat is for network matches.");
    netCall(() => live.session!.chat(text));
  }

  claimTimeout(matchId: number): MatchSummary {
    const live = this.core.matches.live(matchId);
    if (!live.session) throw new MatchError("not_network", "Timeouts can be claimed in network matches only.");
    netCall(() => live.session!.claimTimeout());
    return this.core.matches.summary(live.row);
  }

  clientClosed(client: string): void {
    for (const [id, ch] of this.channels) if (ch.client === client) this.channels.delete(id);
  }
}

/** NetError → MatchError with the code in snake case ("too-early" → "too_early"). */
export function netCall<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof NetError) throw new MatchError(e.code.replace(/-/g, "_"), e.message);
    throw e;
  }
}

/** The audit as a match keeps it with its result (the finding's code is for machines). */
export function auditInfo(audit: AuditResult): NonNullable<MatchResultInfo["audit"]> {
  return audit.clean ? { clean: true } : { clean: false, cheater: audit.cheater, message: audit.message };
}

/** The audit in words: clean, or who cheated and how. */
export function auditLine(row: MatchRow, audit: NonNullable<MatchResultInfo["audit"]>): string {
  if (audit.clean) return "Audit: clean. Both decks match what was committed to, and every shuffle and random result checks out.";
  const proof = /withheld|did not show its secrets/.test(audit.message) ? "" : ", proven by their own signed messages";
  return `Audit: ${row.seats[audit.cheater].name} cheated${proof}: ${audit.message} ${row.seats[audit.cheater].name} loses the match.`;
}

export function resultLine(row: MatchRow, r: MatchResultInfo): string {
  if (r.winner === "draw") return `The match is a draw (${r.reason}).`;
  if (r.overturned) {
    const game = r.overturned.winner === "draw" ? `a draw (${r.overturned.reason})` : `won by ${row.seats[r.overturned.winner].name} (${r.overturned.reason})`;
    return `${row.seats[r.winner].name} wins the match (${r.reason}): the game was ${game}, but the audit found the cheater.`;
  }
  return `${row.seats[r.winner].name} wins (${r.reason}).`;
}

/** The cards that changed hands, in words, for the game log. */
export function settlementLine(row: MatchRow, transfers: readonly { direction: "in" | "out"; name: string }[]): string {
  if (!transfers.length) return row.result?.winner === "draw" ? "Ante: the match is a draw, so each card returns to its owner." : "Ante: no card changed hands.";
  const names = (d: "in" | "out") => transfers.filter((t) => t.direction === d).map((t) => t.name);
  const parts = [names("in").length ? `you receive ${names("in").join(", ")}` : "", names("out").length ? `you lose ${names("out").join(", ")}` : ""].filter(Boolean);
  return `Ante: ${parts.join("; ")} (recorded in your collection with match #${row.id}).`;
}

/** Our own hello as logged (the name we played under). */
function ownHello(session: PeerSession<GameState, Action>): { name: string } {
  const entry = session.log.entries().find((e) => e.kind === "message" && e.direction === "out" && e.type === "hello");
  if (!entry) throw new NetError("log-corrupt", "The match log has no hello of ours.");
  const body = decodeMessage(entry.frame, Infinity).payload.body as { name: string };
  return { name: body.name };
}
