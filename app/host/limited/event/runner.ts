/**
 * One side of a network sealed event or Winston draft, end to end, headless (the CLI's `moxen sealed host|join`,
 * and the tests): the event session over an already-open connection, the pool paid for and kept in
 * the collection (`recordPool`), then up to three games as network matches with hidden cards on the
 * same connection (app/host/match, `format: "limited"`), each deck chosen from the pool (the
 * computer's builder by default, sideboarding as the local event does), a computer player playing
 * for this side, and the final audit of the opponent's pool and decks.
 *
 * Everything needed to go on is in the data folder: the event's signed messages and games in the
 * collection database, the games' signed logs in matches.db. A run that loses its connection (or
 * its process) ends; running it again with the event's key over a new connection (new codes)
 * resumes where the logs stand — on both sides.
 */
import type { Action, GameState } from "../../../../engine/index";
import { createAiPlayer } from "../../ai/player";
import type { AiKind } from "../../ai/types";
import type { CollectionService } from "../../collection/index";
import { MatchHost } from "../../match/match-host";
import { driveWithAi } from "../../net/ai-driver";
import type { Identity } from "../../net/identity";
import type { KnownPeers } from "../../net/known-peers";
import type { PeerSession } from "../../net/peer-session";
import type { Transport } from "../../net/transport";
import { resourcesDir } from "../../paths";
import { buildLimitedDeck } from "../build";
import { packsPaidBy, recordPool } from "../pool";
import { SIDEBOARD_RATIO } from "../sealed";
import { EventChannel } from "./channel";
import { EventSession, type EventAudit, type EventIncident } from "./session";
import type { EventKind } from "../pool";
import { heuristicChooser } from "../winston/drafter";
import type { WinstonChoice, WinstonLook } from "./winston-phase";
import type { StoredGame } from "./store";
import { paidPacks } from "./price";

/** A claim of game 1 not answered is sent again after this long (it may have been lost with a connection). */
const CLAIM_AGAIN_MS = 30_000;

export class EventStopped extends Error {
  constructor(
    readonly code: "disconnected" | "declined" | "halted" | "timeout",
    message: string,
  ) {
    super(message);
    this.name = "EventStopped";
  }
}

/** Points a test (or a kill -9 test's child) can hook: the runner calls `onStep` as it passes each. */
export type EventStep = "proposed" | "answered" | "pool-recorded" | `ready-${number}` | `game-started-${number}` | `game-over-${number}` | "final-sent" | "audited";

export interface NetworkSealedOptions {
  role: "host" | "guest";
  /** The open connection to the friend. */
  transport: Transport;
  identity: Identity;
  collection: CollectionService;
  /** matches.db goes here (the games' signed logs). */
  dataDir: string;
  name: string;
  /** Host, new event: the packs ("3ED:6"). */
  spec?: string;
  /** Host, new event: sealed deck (default) or a Winston draft of the packs. */
  kind?: EventKind;
  /** Host, new event: the deck-building clock in minutes (10–90; default none, build-clock.ts). */
  buildMinutes?: number | null;
  /** The deck-building clock's time (epoch ms); default Date.now (tests inject one). */
  now?: () => number;
  /** A Winston draft: this side's decision on each pile it looks at (default: the computer drafter). */
  drafter?: (look: WinstonLook) => WinstonChoice;
  /** Resume this event (its key, from the first run). */
  key?: string;
  /** The friend's fingerprint from the code: any other key is refused. */
  peerFingerprint?: string;
  knownPeers?: KnownPeers;
  ai: AiKind;
  aiSeed?: number;
  turnCap?: number;
  /** Guest: whether to accept the proposal (default: yes). */
  acceptProposal?: (p: { spec: string; from: string; kind: EventKind; buildMinutes: number | null }) => boolean | Promise<boolean>;
  /** This side's deck for a game (default: the computer's build, sideboarding after a loss). */
  chooseDeck?: (game: number, pool: string[], history: StoredGame[]) => string[];
  /**
   * Who plays first in `game` when this side chooses it (CR 103.1: it lost the previous game):
   * "me" (the default: the computer always plays first) or "peer" (draw first).
   */
  chooseFirst?: (game: number) => "me" | "peer";
  /** Leave the event before this game (tests: a player who leaves forfeits the rest). */
  leaveBefore?: number;
  info?: (text: string) => void;
  onStep?: (step: EventStep, session: EventSession) => void;
  /** How long to wait for the friend at each step (default 5 min: a person may be deciding). */
  waitMs?: number;
}

export interface NetworkSealedOutcome {
  key: string;
  kind: EventKind;
  spec: string;
  peerName: string;
  peerFingerprint: string;
  pool: string[];
  poolEventId: number;
  /** The games played (a game both were not ready for when one left is not listed). */
  games: StoredGame[];
  standings: ReturnType<EventSession["standings"]>;
  /** The audit of the opponent's pool and decks (null: it never showed its secrets in time). */
  audit: EventAudit | null;
  incidents: EventIncident[];
}

export async function runNetworkSealed(o: NetworkSealedOptions): Promise<NetworkSealedOutcome> {
  const info = o.info ?? (() => {});
  const waitMs = o.waitMs ?? 300_000;
  const channel = new EventChannel(o.transport);
  const ctx = o.collection.ctx;
  const session = new EventSession({
    identity: o.identity, ctx, role: o.role, name: o.name, ...(o.key ? { key: o.key } : {}), ...(o.peerFingerprint ? { expectedPeerFingerprint: o.peerFingerprint } : {}), ...(o.now ? { now: o.now } : {}),
  });
  const step = (s: EventStep) => o.onStep?.(s, session);
  let closed: string | null = null;
  o.transport.onClose((reason) => (closed = reason));

  /** Resolves once `check` is true, asked on every change of the event and every 50 ms. */
  /** `patient`: while it says so, no timeout (the friend may take the agreed time to build). */
  const until = (what: string, check: () => boolean, patient: () => boolean = () => false) =>
    new Promise<void>((resolve, reject) => {
      let started = Date.now();
      const test = () => {
        if (session.halted) return done(new EventStopped("halted", `The event stopped: ${session.halted.message}`));
        if (check()) return done();
        if (closed !== null) return done(new EventStopped("disconnected", `The connection was lost (${closed}) while waiting for ${what}. Run the event again with its key (${session.key ?? "none yet"}) to resume.`));
        if (Date.now() - started > waitMs && !patient()) return done(new EventStopped("timeout", `The friend did not answer in time (waiting for ${what}).`));
      };
      // Waiting is measured from the last step of the event (a draft is many steps).
      const off = session.onChange(() => {
        started = Date.now();
        test();
      });
      const timer = setInterval(test, 50);
      const done = (err?: Error) => {
        off();
        clearInterval(timer);
        if (err) reject(err);
        else resolve();
      };
      test();
    });

  session.attach(channel.event);
  const host = new MatchHost({ dataDir: o.dataDir, resourcesDir: resourcesDir(), identity: () => o.identity, ...(o.knownPeers ? { knownPeers: o.knownPeers } : {}), emit: () => {}, playerName: o.name });
  try {
    // Opening the store rebuilds a game interrupted by a crash from its signed log.
    host.list();
    // ── The proposal ──
    if (o.role === "host" && !session.key) {
      if (!o.spec) throw new Error("The host names the packs (for example 3ED:6).");
      session.propose(o.spec, o.kind ?? "sealed", o.buildMinutes ?? null);
      info(`Proposed a ${o.kind ?? "sealed"} event: ${session.spec}${clockWords(session.buildMinutes)}. Event key ${session.key}.`);
      step("proposed");
    }
    await until("the friend's answer", () => session.status !== "proposing" && (o.role === "guest" || session.status !== "proposed"));
    if (session.status === "proposed") {
      const yes = await (o.acceptProposal ?? (() => true))({ spec: session.spec!, from: session.peerName!, kind: session.kind!, buildMinutes: session.buildMinutes });
      if (!yes) {
        session.decline("declined");
        throw new EventStopped("declined", "You declined the event.");
      }
      session.accept();
      info(`Accepted ${session.peerName}'s ${session.kind} event: ${session.spec}. Event key ${session.key}.`);
    }
    if (session.declined) throw new EventStopped("declined", `${session.peerName ?? "The friend"} declined the event (${session.declined}).`);
    step("answered");

    // ── The pools: drawn together (or drafted), each hidden from the other, paid for and kept ──
    const drafter = o.drafter ?? heuristicChooser();
    let answering = false;
    const answer = () => {
      answering = false;
      const look = session.pending();
      try {
        if (look) session.decide(drafter(look));
      } catch (e) {
        info(`The draft: ${(e as Error).message}`);
      }
    };
    // A decision is made outside the session's own emit (setImmediate): the session sends it.
    const offDraft = session.onChange(() => {
      if (!answering && session.pending()) {
        answering = true;
        setImmediate(answer);
      }
    });
    try {
      answer();
      await until("the pools", () => session.pool !== null);
    } finally {
      offDraft();
    }
    const kind = session.kind!;
    const packCount = session.packSpec!.reduce((n, x) => n + x.count, 0);
    // A draft's packs are shared: the host pays for the larger half.
    const paidPacks = packsPaidBy(kind, o.role, packCount);
    const recorded = recordPool(ctx, { kind, opponent: session.peerName!, spec: session.spec!, bytes: session.poolKey!, ...(kind === "winston" ? { packs: session.pool!, paidPacks } : {}) });
    session.setPoolEvent(recorded.eventId);
    session.startBuildClock();
    const pool = session.pool!.flat().map((c) => c.name);
    info(`Your pool: ${pool.length} cards (${recorded.created ? `paid ${recorded.price} coins` : "already paid"}).`);
    step("pool-recorded");

    // ── The games ──
    const choose = o.chooseDeck ?? computerDecks(pool);
    while (!session.standings().over) {
      const played = session.games().filter((g) => g.winner).length;
      const n = played + 1;
      if (o.leaveBefore === n && !session.left.me) {
        session.leave("left the event");
        info(`You left the event before game ${n}: the games left are forfeited.`);
        break;
      }
      let row = session.games().find((g) => g.game === n);
      if (session.ready.me < n) {
        const first = session.chooser(n) === "me" ? (o.chooseFirst?.(n) ?? "me") : undefined;
        session.readyFor(n, choose(n, pool, session.games()), first);
        if (first) info(`You lost game ${n - 1}: you chose to ${first === "me" ? "play" : "draw"} first.`);
        step(`ready-${n}`);
      }
      row = session.games().find((g) => g.game === n)!;
      await until(`the friend's deck for game ${n}`, () => {
        // The deck-building clock: the friend's game-1 deck is late by the agreed time and its grace (build-clock.ts).
        if (n === 1 && session.canClaim() && (session.claimedAt === null || session.now() - session.claimedAt >= CLAIM_AGAIN_MS)) {
          session.claim();
          info(`${session.peerName}'s deck for game 1 did not arrive within the agreed ${session.buildMinutes} minutes and the grace: you claim game 1.`);
        }
        return session.ready.peer >= n || !!session.left.peer;
      }, () => n === 1 && session.claimableAt() !== null && session.now() < session.claimableAt()!);
      if (session.left.peer) {
        info(`${session.peerName} left the event: the games left are yours.`);
        break;
      }
      const forfeited = session.games().find((g) => g.game === n && g.winner && g.matchId === null);
      if (forfeited) {
        info(`Game ${n}: ${forfeited.winner === "me" ? `${session.peerName} accepted your claim: game 1 is yours` : "you forfeited it"} (${forfeited.reason}).`);
        step(`game-over-${n}`);
        continue;
      }
      const view = channel.nextGame();
      let matchId = row.matchId;
      if (matchId === null) {
        // CR 103.1: the starting player the previous game's loser chose, in both hellos; none: drawn.
        const firstPlayer = session.startingRole(n);
        matchId = host.connectTransport({ transport: view, role: o.role, deck: { name: `${kind === "winston" ? "Winston" : "Sealed"} game ${n}`, cards: row.myDeck }, peerFingerprint: session.peerFingerprint!, name: o.name, format: "limited", ...(o.turnCap ? { turnCap: o.turnCap } : {}), ...(firstPlayer ? { firstPlayer } : {}) }).id;
        session.recordGame(n, { matchId });
      } else if (host.sessionOf(matchId)) {
        host.reconnect(matchId, view);
      }
      step(`game-started-${n}`);
      info(`Game ${n} (match #${matchId}).`);
      const result = await playGame(host, matchId, row.myDeck, o, () => closed);
      channel.retireGame(result.gameId);
      const mySeat = o.role === "host" ? "A" : "B";
      const winner = result.winner === "draw" ? "draw" : result.winner === mySeat ? "me" : "peer";
      session.recordGame(n, { winner, reason: result.reason, peerDeck: result.peerDeck ? [...result.peerDeck] : null });
      info(`Game ${n}: ${winner === "me" ? "you won" : winner === "peer" ? `${session.peerName} won` : "a draw"} (${result.reason}).`);
      step(`game-over-${n}`);
    }

    // ── The end: secrets shown, the friend's pool and decks audited ──
    session.finish();
    step("final-sent");
    let audit: EventAudit | null = null;
    try {
      await until("the friend's secrets", () => session.audit() !== null);
      audit = session.audit();
    } catch (e) {
      if (!(e instanceof EventStopped) || e.code === "halted") throw e;
      info(`The friend did not show its secrets: ${e.message}`);
    }
    const standings = session.standings();
    session.setOutcome({ standings, audit: audit ? { clean: audit.clean, problems: audit.problems } : null });
    step("audited");
    info(audit ? (audit.clean ? "Audit: clean. The friend's pool matches its commitment and every deck it played came from it." : `Audit: ${audit.problems.join(" ")}`) : "Audit: the friend's secrets never came.");
    return {
      key: session.key!, kind, spec: session.spec!, peerName: session.peerName!, peerFingerprint: session.peerFingerprint!,
      pool, poolEventId: recorded.eventId, games: session.games().filter((g) => g.matchId !== null || g.winner !== null), standings, audit, incidents: session.incidents,
    };
  } finally {
    session.detach();
    await host.close();
  }
}

/** The clock in words for the player (", 30 minutes to build your deck"), "" for none. */
export function clockWords(minutes: number | null): string {
  return minutes === null ? "" : `, ${minutes} minutes to build your deck`;
}

/** The computer's decks: its best build, and after a loss its second build if that one looks nearly as good. */
export function computerDecks(pool: string[]): (game: number, pool: string[], history: StoredGame[]) => string[] {
  const builds = [buildLimitedDeck(pool, { rank: 0 }), buildLimitedDeck(pool, { rank: 1 })];
  return (_game, _pool, history) => {
    let current = 0;
    for (const g of history) {
      if (g.winner !== "peer") continue;
      const other = 1 - current;
      if (builds[other] && builds[other]!.score >= SIDEBOARD_RATIO * builds[0]!.score) current = other;
    }
    return builds[current]!.main;
  };
}

interface GameResult {
  winner: "A" | "B" | "draw";
  reason: string;
  gameId: string | null;
  peerDeck: readonly string[] | null;
}

/** Plays (or finishes after a resume) one game with the computer, until its audit is done and the friend has all our messages. */
async function playGame(host: MatchHost, matchId: number, deck: string[], o: NetworkSealedOptions, closed: () => string | null): Promise<GameResult> {
  const session = host.sessionOf(matchId) as PeerSession<GameState, Action> | undefined;
  if (!session) {
    // Finished before a restart: its result and audit are in its signed log.
    const summary = host.get(matchId);
    if (!summary.result) throw new EventStopped("halted", `Game match #${matchId} ended without a result (${summary.status}${summary.problem ? `: ${summary.problem}` : ""}).`);
    const { peerDeck } = host.auditedDeck(matchId);
    return { winner: summary.result.winner, reason: summary.result.reason, gameId: null, peerDeck };
  }
  const ai = createAiPlayer(o.ai, { seed: (o.aiSeed ?? 1) * 7 + matchId, deck });
  let stop = () => {};
  try {
    return await new Promise<GameResult>((resolve, reject) => {
      const ready = () => ai.newGame({ deck, opponentDeck: [] });
      if (session.status === "playing") ready();
      session.on("ready", ready);
      session.on("halted", (incident) => reject(new EventStopped("halted", `The game stopped: ${incident.message}`)));
      stop = driveWithAi(session, ai, reject);
      let auditedAt = 0;
      const poll = setInterval(() => {
        const r = session.finalResult;
        if (r && session.audit !== null && !auditedAt) auditedAt = Date.now();
        // Done once the friend acknowledged all we sent (our audit too), or after a grace period.
        if (r && auditedAt && (session.heads.theirAck >= session.heads.mine || Date.now() - auditedAt > 10_000)) {
          clearInterval(poll);
          resolve({ winner: r.winner, reason: r.reason, gameId: session.gameId, peerDeck: session.peerDeck });
        } else if (closed() !== null) {
          clearInterval(poll);
          reject(new EventStopped("disconnected", `The connection was lost during the game (${closed()}). Run the event again with its key to resume.`));
        }
      }, 20);
    });
  } finally {
    stop();
    await ai.close();
  }
}
