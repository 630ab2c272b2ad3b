/**
 * Network matches in the match host: each is a PeerSession (app/host/net) whose signed log is
 * SqliteMatchLog in matches.db. The session checks everything the peer says; this module turns
 * its events into the match's row, live state, log lines and renderer updates, and rebuilds
 * sessions from their logs after a restart.
 */
import type { Action, GameEvent, GameSetup, GameState } from "../../../engine/index";
import * as engine from "../../../engine/index";
import type { MatchNotice, MatchResultInfo, MatchSummary, Seat, SeatInfo } from "../../shared/contract/match";
import { engineRules, engineRulesWithTurnCap, type EngineRules } from "../net/engine-rules";
import { NetError } from "../net/errors";
import type { Identity } from "../net/identity";
import type { KnownPeers } from "../net/known-peers";
import { localVersions } from "../net/local-versions";
import { PeerSession } from "../net/peer-session";
import { decodeMessage } from "../net/protocol";
import type { Transport } from "../net/transport";
import type { DeckRef, ResolvedDeck } from "./decks";
import { deckProblems } from "./deck-check";
import type { MatchFormat } from "../net/message-bodies";
import { MatchError } from "./errors";
import { other, type Live } from "./live";
import { createFromSetup, linesOf, ReplayError, replayRows, stateHash, type LogLine } from "./replay";
import { SqliteMatchLog } from "./sqlite-match-log";
import type { MatchRow, MatchStore } from "./store";
import type { Emit, PlainDeck } from "./match-host";

/** What the network side needs from the match host. */
export interface MatchCore {
  readonly store: MatchStore;
  emit: Emit;
  register(row: MatchRow, state: GameState | null, lines: LogLine[]): Live;
  /** Removes a match from memory (it failed to come back). */
  forget(matchId: number): void;
  live(matchId: number): Live;
  summary(row: MatchRow): MatchSummary;
  deckOf(ref: DeckRef | PlainDeck, what: string): ResolvedDeck;
  playerName(): string;
  watch(live: Live, client: string, seat: Seat | "auto"): void;
  finish(live: Live, outcome: MatchResultInfo, finalHash?: string): void;
  flush(live: Live): void;
  notice(live: Live, level: MatchNotice["level"], message: string): void;
  safely(live: Live, fn: () => void): void;
  damage(row: MatchRow, e: unknown): void;
  openingLine(row: MatchRow): LogLine;
  drop(live: Live): void;
}

export interface NetworkOptions {
  /** This player's identity key. */
  identity?: () => Identity;
  knownPeers?: KnownPeers;
}

export class NetworkMatches {
  private readonly channels = new Map<string, { transport: Transport; client: string }>();
  /** Engine events of states produced inside peer sessions, for their log lines. */
  private readonly captured = new WeakMap<GameState, GameEvent[]>();

  constructor(
    private readonly core: MatchCore,
    private readonly o: NetworkOptions,
  ) {}

  /**
   * The rules a network session runs: the engine (with a turn cap for computer players, which
   * is part of the rules version both peers compare), keeping each new state's events so the
   * game log can show them.
   */
  rules(turnCap?: number): EngineRules {
    const base = turnCap ? engineRulesWithTurnCap(turnCap) : engineRules;
    return {
      ...base,
      apply: (state, action) => {
        const r = engine.apply(state, action);
        if (!r.ok) return r;
        this.captured.set(r.state, r.events);
        return { ok: true, state: r.state };
      },
    };
  }

  /** Attaches a new connection to a running network match (after a drop or a restart). */
  reconnect(matchId: number, transport: Transport): void {
    const live = this.core.live(matchId);
    if (!live.session) {
      transport.close("not a network match");
      throw new MatchError("bad_argument", `Match #${matchId} is not a network match: it needs no connection.`);
    }
    live.session.attach(transport);
  }

  /** The net service hands over each data channel a renderer opens. */
  adoptChannel(transport: Transport & { channelId: string }, client: string): void {
    this.channels.set(transport.channelId, { transport, client });
    transport.onClose(() => this.channels.delete(transport.channelId));
  }

  takeChannel(channelId: string, client: string | undefined): Transport {
    const ch = this.channels.get(channelId);
    if (!ch || (client !== undefined && ch.client !== client) || !ch.transport.isOpen) {
      throw new MatchError("no_channel", `No open network channel "${channelId}": open one with net.openChannel first.`);
    }
    this.channels.delete(channelId);
    return ch.transport;
  }

  connect(args: { channelId: string; role: "host" | "guest"; deck: DeckRef; peerFingerprint?: string; format?: MatchFormat }, client?: string): MatchSummary {
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
    },
    client?: string,
  ): MatchSummary {
    const store = this.core.store;
    if (!this.o.identity) throw new MatchError("unavailable", "Network play is not available in this host (no identity).");
    const identity = this.o.identity();
    const mine = this.core.deckOf(args.deck, "deck");
    const mySeat: Seat = args.role === "host" ? "A" : "B";
    const name = args.name ?? this.core.playerName();
    const rules = this.rules(args.turnCap);
    const seats = {
      [mySeat]: { name, control: "you", deck: mine.name, ...(mine.deckId ? { deckId: mine.deckId } : {}) },
      [other(mySeat)]: { name: "Opponent", control: "remote", deck: "(unknown yet)", ...(args.peerFingerprint ? { fingerprint: args.peerFingerprint } : {}) },
    } as Record<Seat, SeatInfo>;
    const row = store.create({
      kind: "network",
      status: "handshake",
      mySeat,
      seats,
      setup: null,
      engineVersion: engine.ENGINE_VERSION,
      rulesVersion: rules.version,
      role: args.role,
    });
    if (args.peerFingerprint) store.update(row.id, { peer: args.peerFingerprint });
    const log = new SqliteMatchLog(store, row.id);
    let session: PeerSession<GameState, Action>;
    try {
      session = new PeerSession<GameState, Action>({
        identity,
        role: args.role,
        rules,
        local: { name, ...localVersions(), deck: mine.cards, format: args.format ?? "freeform" },
        log,
        knownPeers: this.o.knownPeers,
        expectedPeerFingerprint: args.peerFingerprint,
        checkDeck: deckProblems,
        ackDelayMs: 0,
      });
    } catch (e) {
      store.update(row.id, { status: "abandoned", problem: (e as Error).message });
      args.transport.close("the match could not start");
      throw e instanceof NetError ? new MatchError(e.code, e.message) : e;
    }
    const live = this.core.register(store.get(row.id), null, [{ step: 0, text: `Match #${row.id}: connecting…` }]);
    live.session = session;
    live.rules = rules;
    this.wireSession(live);
    if (client) this.core.watch(live, client, mySeat);
    session.attach(args.transport);
    return this.core.summary(live.row);
  }

  rebuild(row: MatchRow): void {
    if (!this.o.identity) return;
    const cap = /\+turn-cap-(\d+)$/.exec(row.rulesVersion);
    const rules = this.rules(cap ? Number(cap[1]) : undefined);
    let session: PeerSession<GameState, Action>;
    try {
      session = new PeerSession<GameState, Action>({
        identity: this.o.identity(),
        role: row.role!,
        rules,
        local: { name: row.seats[row.mySeat!].name, ...localVersions(), deck: [] }, // restored from the log
        log: new SqliteMatchLog(this.core.store, row.id),
        knownPeers: this.o.knownPeers,
        expectedPeerFingerprint: row.peer ?? undefined,
        checkDeck: deckProblems,
        ackDelayMs: 0,
      });
    } catch (e) {
      this.core.damage(row, e);
      return;
    }
    const live = this.core.register(row, null, [{ step: 0, text: `Match #${row.id}: resumed from its log` }]);
    live.session = session;
    live.rules = rules;
    try {
      this.syncFromSession(live);
    } catch (e) {
      session.close();
      this.core.forget(row.id);
      this.core.damage(row, e);
      return;
    }
    this.wireSession(live);
  }

  /** After a restore: the row learns what the log fixed (seed, opponent), and the lines are rebuilt. */
  private syncFromSession(live: Live): void {
    const session = live.session!;
    if (session.state && !live.row.setup) this.onReady(live);
    if (live.row.setup) {
      const lines: LogLine[] = [this.core.openingLine(live.row)];
      const rows = this.core.store.actions(live.id);
      const state = replayRows(createFromSetup(live.row.setup), rows, (step, s, a, events) => {
        lines.push(...linesOf(step, events, s));
        live.lastActor = a.player;
      });
      if (session.state && stateHash(state) !== session.stateHash) {
        throw new ReplayError(rows.length, `The game log and the signed message log disagree after ${rows.length} actions.`);
      }
      live.lines = lines;
      live.state = session.state;
      live.step = rows.length;
    }
    if (session.status === "finished" && session.result) this.core.finish(live, session.result, session.result.finalHash);
    if (session.status === "halted") this.onHalted(live, session.haltReason?.message ?? "the match was halted");
  }

  private onReady(live: Live): void {
    const s = live.session!;
    const mySeat = live.row.mySeat!;
    const peerSeat = other(mySeat);
    const peer = s.peer!;
    // Exactly what the session gave the engine: both hellos' names and decklists.
    const mine = ownHello(s);
    const setup: GameSetup = {
      seed: s.seed,
      decks: { [mySeat]: mine.deck, [peerSeat]: [...(s.peerDeck ?? [])] } as Record<Seat, string[]>,
      names: { [mySeat]: mine.name, [peerSeat]: peer.name } as Record<Seat, string>,
    };
    const seats: Record<Seat, SeatInfo> = {
      ...live.row.seats,
      [peerSeat]: { name: peer.name, control: "remote", deck: "their deck", fingerprint: peer.fingerprint },
    };
    live.row = this.core.store.update(live.id, { status: "playing", setup, seats, gameId: s.gameId, peer: peer.fingerprint });
    live.state = s.state;
    live.lines = [this.core.openingLine(live.row)];
    if (peer.firstContact) {
      live.lines.push({ step: 0, text: `First match with ${peer.name}: compare fingerprints (theirs is ${peer.fingerprint}).` });
    }
  }

  private onHalted(live: Live, message: string): void {
    live.row = this.core.store.update(live.id, { status: "halted", problem: message });
    this.core.notice(live, "error", `The match stopped: ${message}`);
  }

  abandon(live: Live): void {
    live.session?.close();
    live.row = this.core.store.update(live.id, { status: "abandoned", finishedAt: this.core.store.now() });
    this.core.drop(live);
  }

  private wireSession(live: Live): void {
    const s = live.session!;
    const mySeat = live.row.mySeat!;
    live.offs.push(
      s.on("ready", () =>
        this.core.safely(live, () => {
          this.onReady(live);
          this.core.flush(live);
        }),
      ),
      s.on("state", (u) =>
        this.core.safely(live, () => {
          const events = this.captured.get(u.state) ?? [];
          live.state = u.state;
          live.step++;
          live.lastActor = u.by === "me" ? mySeat : other(mySeat);
          live.lines.push(...linesOf(live.step, events, u.state));
          if (u.state.turn.number !== live.row.turn) live.row = this.core.store.update(live.id, { turn: u.state.turn.number });
          live.row = { ...live.row, steps: live.step };
          this.core.flush(live);
        }),
      ),
      s.on("finished", (result) =>
        this.core.safely(live, () => {
          this.core.finish(live, result, result.finalHash);
          live.lines.push({ step: live.step, text: resultLine(live.row, result) });
          this.core.flush(live);
        }),
      ),
      s.on("halted", (incident) => this.core.safely(live, () => (this.onHalted(live, incident.message), this.core.flush(live)))),
      s.on("rejected", (incident) => !incident.halted && this.core.notice(live, "warning", `A network message was refused: ${incident.message}`)),
      s.on("disconnected", (reason) =>
        this.core.notice(live, "warning", `The connection to your opponent was lost (${reason}). Exchange codes again and resume the match to reconnect.`),
      ),
      s.on("chat", (c) =>
        this.core.safely(live, () => {
          const seat = c.from === "me" ? mySeat : other(mySeat);
          this.core.store.addChat(live.id, seat, c.text);
          for (const client of live.watchers.keys()) this.core.emit("match.chat", { matchId: live.id, seat, text: c.text }, client);
        }),
      ),
    );
  }

  chat(matchId: number, text: string): void {
    const live = this.core.live(matchId);
    if (!live.session) throw new MatchError("not_network", "Chat is for network matches.");
    netCall(() => live.session!.chat(text));
  }

  claimTimeout(matchId: number): MatchSummary {
    const live = this.core.live(matchId);
    if (!live.session) throw new MatchError("not_network", "Timeouts can be claimed in network matches only.");
    netCall(() => live.session!.claimTimeout());
    return this.core.summary(live.row);
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

export function resultLine(row: MatchRow, r: MatchResultInfo): string {
  if (r.winner === "draw") return `The match is a draw (${r.reason}).`;
  return `${row.seats[r.winner].name} wins (${r.reason}).`;
}

/** Our own hello (name and decklist) as logged: what the session gave the engine. */
function ownHello(session: PeerSession<GameState, Action>): { name: string; deck: string[] } {
  const entry = session.log.entries().find((e) => e.kind === "message" && e.direction === "out" && e.type === "hello");
  if (!entry) throw new NetError("log-corrupt", "The match log has no hello of ours.");
  const body = decodeMessage(entry.frame, Infinity).payload.body as { name: string; deck: string[] };
  return { name: body.name, deck: body.deck };
}
