/**
 * MatchHost: runs every match of this player — against the computer, hotseat, or over the
 * network — on one store (matches.db) and one path for each action (design.md §2):
 *
 *   submit → the engine validates (a rejection returns its reason; nothing is stored)
 *          → the action and the resulting state hash are appended to the log (durable)
 *          → only then does the live state change → each watching renderer gets its own
 *            seat's view, legal actions and readable log lines (`match.updated`).
 *
 * The computer thinks in the background (a worker by default) and its choice takes the same
 * path. A network match's log is the peer session's signed log (SqliteMatchLog), which also
 * fills the same action table, so history and replay work alike for every kind.
 *
 * Restart: unfinished matches are rebuilt from their logs when the host first opens the store,
 * checking every stored hash; a log that does not replay marks the match damaged (never a
 * silently different game).
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import * as engine from "../../../engine/index";
import type { Action, GameSetup, GameState, LegalOptions } from "../../../engine/index";
import type { AiKind, ChatLine, MatchKind, MatchResultInfo, MatchStatus, MatchSummary, MatchUpdate, ReplayStep, Seat, SeatInfo, SubmittedAction } from "../../shared/contract/match";
import type { CollectionService } from "../collection/service";
import { engineRules } from "../net/engine-rules";
import { NetError } from "../net/errors";
import type { Identity } from "../net/identity";
import type { KnownPeers } from "../net/known-peers";
import type { PeerSession } from "../net/peer-session";
import { resultAfterAudit } from "../net/session/hidden-phase";
import type { Transport } from "../net/transport";
import { aiComputer, type ComputerFactory } from "./computer";

/** What the table calls the computer player, by its kind (the lobby's words, not internal ones). */
const COMPUTER_NAMES: Record<"beginner" | "heuristic" | "strong" | "random", string> = { beginner: "Computer (beginner)", heuristic: "Computer", strong: "Computer (strong)", random: "Computer (random moves)" };
import { MATCHES_FILE } from "./db";
import { DeckSource, type DeckRef } from "./decks";
import { dexterityProblems } from "./dexterity";
import { anteProblems } from "./deck-check";
import { anteSettlement } from "./ante";
import type { Settlement } from "../collection/transfers";
import { MatchError } from "./errors";
import { liveHash, other, type Live } from "./live";
import { LocalMatches } from "./local-matches";
import { auditInfo, netCall, NetworkMatches } from "./network-matches";
import { MatchOutput } from "./output";
import { parsePuzzleText, puzzleCards, PuzzleShelf, puzzleStart, readPuzzle } from "./puzzles";
import { MatchRegistry } from "./registry";
import { openingLine, ReplayError } from "./replay";
import { ReplayViews } from "./replay-views";
import { settleReward } from "./rewards";
import { mustAct, mustBePlaying, seatFor, thinking } from "./seats";
import { MatchStore, type MatchRow } from "./store";
import type { Emit, PlainDeck } from "./types";

export type { Emit, PlainDeck } from "./types";

export interface MatchHostOptions {
  dataDir: string;
  resourcesDir: string;
  emit: Emit;
  /** The collection: decks by id, the player's name, and coin rewards. */
  collection?: () => CollectionService;
  /** This player's identity key (network matches). */
  identity?: () => Identity;
  knownPeers?: KnownPeers;
  computer?: ComputerFactory;
  /**
   * How long (ms) the computer waits after it casts a spell or activates an ability (not a mana
   * ability), so the player sees it before the game moves on (the animation-speed setting,
   * app/shared/pace.ts). Without it the computer never waits (tests, the CLI).
   */
  pace?: () => number;
  /** Your name when there is no collection profile (CLI). */
  playerName?: string;
}

export class MatchHost {
  private store_: MatchStore | null = null;
  private readonly matches: MatchRegistry;
  private readonly output: MatchOutput;
  private readonly replays: ReplayViews;
  private readonly decks: DeckSource;
  private readonly shelf: PuzzleShelf;
  private readonly local: LocalMatches;
  private readonly net: NetworkMatches;
  private closed = false;

  constructor(private readonly o: MatchHostOptions) {
    const store = () => this.store;
    this.matches = new MatchRegistry(store, o.collection);
    this.output = new MatchOutput(o.emit);
    this.decks = new DeckSource(o.resourcesDir, o.collection);
    this.shelf = new PuzzleShelf(join(o.resourcesDir, "puzzles"));
    this.local = new LocalMatches({ store, matches: this.matches, output: this.output, computer: o.computer ?? aiComputer(), pace: o.pace });
    const self = this;
    this.net = new NetworkMatches(
      {
        get store() {
          return self.store;
        },
        matches: this.matches,
        output: this.output,
        decks: this.decks,
        playerName: () => this.playerName(),
        ...(o.collection ? { collection: o.collection } : {}),
      },
      { identity: o.identity, knownPeers: o.knownPeers },
    );
    this.replays = new ReplayViews(store, (row) => this.net.hiddenHistory(row));
  }

  // ------------------------------------------------------------------ store and restart

  /** Opens matches.db on first use, rebuilds unfinished matches and settles unpaid rewards. */
  get store(): MatchStore {
    if (this.closed) throw new MatchError("closed", "The match host is shutting down.");
    if (this.store_) return this.store_;
    const store = new MatchStore(join(this.o.dataDir, MATCHES_FILE));
    this.store_ = store;
    // One match that can't come back must not keep the others from it (nor their rewards).
    for (const row of store.unfinished()) {
      try {
        if (row.status === "playing" && row.kind !== "network") this.local.rebuild(row);
        else if ((row.status === "playing" || row.status === "handshake") && row.kind === "network") this.net.rebuild(row);
      } catch (e) {
        this.matches.damage(row, e);
      }
    }
    for (const row of store.history(500)) if (row.rewardState === "pending") settleReward(store, row, this.o.collection);
    // Ante: a match that ended (audited clean) before its cards changed hands, e.g. a crash in between,
    // is settled now; one whose audit had not arrived comes back (resume it to receive the audit: the
    // cards change hands only then).
    for (const row of store.history(500)) {
      if (row.kind !== "network" || !row.setup?.rules?.ante || row.status !== "finished") continue;
      this.net.settleAnte(row);
      if (!this.matches.get(row.id) && this.net.anteUnfinished(row)) this.net.rebuild(row);
    }
    return store;
  }

  /** Opens the store (and so rebuilds unfinished matches) before a match is looked up. */
  private open(): void {
    void this.store;
  }

  // ------------------------------------------------------------------ queries

  list(): MatchSummary[] {
    return this.store.unfinished().map((r) => this.matches.summary(r));
  }

  history(limit = 50, offset = 0): MatchSummary[] {
    return this.store.history(limit, offset).map((r) => this.matches.summary(r));
  }

  get(matchId: number): MatchSummary {
    return this.matches.summary(this.store.get(matchId));
  }

  benchmarkDecks() {
    return this.decks.listBenchmarks();
  }

  // ------------------------------------------------------------------ local matches (local-matches.ts)

  start(
    args: { kind: "local-ai" | "hotseat"; deck: DeckRef | PlainDeck; opponentDeck?: DeckRef | PlainDeck; ai?: AiKind; seed?: string; rules?: { manaBurn?: boolean; dexterity?: boolean; ante?: boolean } },
    client?: string,
  ): MatchSummary {
    const store = this.store;
    const mine = this.decks.deckOf(args.deck, "deck");
    const theirs = args.opponentDeck ? this.decks.deckOf(args.opponentDeck, "opponent's deck") : this.decks.randomBenchmark();
    if (args.kind === "hotseat" && args.ai) throw new MatchError("bad_argument", "A hotseat match has no computer player: leave out ai.");
    // CR 407.3: a deck with an ante card is legal only when playing for ante (here: practice, no card changes hands).
    const ante = !!args.rules?.ante;
    for (const [deck, whose] of [[mine, "Your deck"], [theirs, "The opponent's deck"]] as const) {
      const problems = anteProblems(deck.cards, ante);
      if (problems.length) throw new MatchError("deck_not_playable", `${whose} "${deck.name}" cannot be played in this match: ${problems.join(" ")} Choose "Play for ante" to play it.`);
    }
    const ai = args.ai ?? "heuristic";
    // Without the "dexterity cards" option, a deck holding one is not legal (dexterity.ts).
    for (const [deck, whose] of [[mine, "deck"], [theirs, "opponent's deck"]] as const) {
      const problems = dexterityProblems(deck.cards, !!args.rules?.dexterity);
      if (problems.length) throw new MatchError("deck_not_playable", `The ${whose} "${deck.name}" cannot be played: ${problems.join("; ")}.`);
    }
    const you = this.playerName();
    const seats: Record<Seat, SeatInfo> =
      args.kind === "local-ai"
        ? {
            A: { name: you, control: "you", deck: mine.name, ...(mine.deckId ? { deckId: mine.deckId } : {}) },
            B: { name: COMPUTER_NAMES[ai], control: "computer", ai, deck: theirs.name, ...(theirs.deckId ? { deckId: theirs.deckId } : {}) },
          }
        : {
            A: { name: "Player 1", control: "hotseat", deck: mine.name, ...(mine.deckId ? { deckId: mine.deckId } : {}) },
            B: { name: "Player 2", control: "hotseat", deck: theirs.name, ...(theirs.deckId ? { deckId: theirs.deckId } : {}) },
          };
    const setup: GameSetup = {
      seed: args.seed ?? randomBytes(16).toString("hex"),
      decks: { A: mine.cards, B: theirs.cards },
      // CR 400.11: each deck's sideboard is its player's cards outside the game (Ring of Ma'rûf).
      ...(mine.sideboard || theirs.sideboard ? { sideboards: { ...(mine.sideboard ? { A: mine.sideboard } : {}), ...(theirs.sideboard ? { B: theirs.sideboard } : {}) } } : {}),
      names: { A: seats.A.name, B: seats.B.name },
      ...(args.rules?.manaBurn || ante ? { rules: { ...(args.rules?.manaBurn ? { manaBurn: true } : {}), ...(ante ? { ante: true } : {}) } } : {}),
    };
    let state: GameState;
    try {
      state = engine.createGame(setup);
    } catch (e) {
      throw new MatchError("deck_not_playable", (e as Error).message);
    }
    const row = store.create({
      kind: args.kind,
      status: "playing",
      mySeat: args.kind === "local-ai" ? "A" : null,
      seats,
      setup,
      engineVersion: engine.ENGINE_VERSION,
      rulesVersion: engineRules.version,
    });
    const live = this.matches.register(row, state, []);
    live.lines.push(openingLine(row));
    if (client) this.output.watch(live, client, args.kind === "hotseat" ? "auto" : "A");
    this.local.attachComputer(live);
    return this.matches.summary(live.row);
  }

  puzzles() {
    return this.shelf.list();
  }

  /**
   * A puzzle against the computer: the match starts from the puzzle's position, the player takes
   * the puzzle's seat and the heuristic the other; it pays no coins.
   */
  startPuzzle(args: { puzzle?: string; text?: string }, client?: string): MatchSummary {
    if ((args.puzzle === undefined) === (args.text === undefined)) throw new MatchError("bad_argument", "Name a shipped puzzle (puzzle) or give a puzzle file's text (text), not both.");
    const doc = args.puzzle !== undefined ? this.shelf.get(args.puzzle).doc : parsePuzzleText(args.text!);
    const { info } = readPuzzle(doc, args.puzzle ?? "file");
    const you = info.you;
    const them = other(you);
    const title = `Puzzle: ${info.title}`;
    const seats = {
      [you]: { name: this.playerName(), control: "you", deck: title },
      [them]: { name: COMPUTER_NAMES.heuristic, control: "computer", ai: "heuristic", deck: title },
    } as Record<Seat, SeatInfo>;
    const names = { A: seats.A.name, B: seats.B.name };
    const { state } = puzzleStart(doc, names);
    const setup = { seed: "puzzle", decks: puzzleCards(state), names, puzzle: doc };
    const row = this.store.create({ kind: "local-ai", status: "playing", mySeat: you, seats, setup, engineVersion: engine.ENGINE_VERSION, rulesVersion: engineRules.version });
    const live = this.matches.register(row, state, []);
    live.lines.push({ step: 0, text: `${title}. ${info.words}` });
    if (client) this.output.watch(live, client, you);
    this.local.attachComputer(live);
    return this.matches.summary(live.row);
  }

  playerName(): string {
    try {
      return this.o.collection?.().profile.get().name ?? this.o.playerName ?? "You";
    } catch {
      return this.o.playerName ?? "You";
    }
  }

  submit(matchId: number, submitted: SubmittedAction, client?: string): MatchUpdate {
    const live = this.matches.live(matchId);
    const state = mustBePlaying(live);
    const seat = submitted.player ? seatFor(live, submitted.player, "act") : seatFor(live, undefined, "act");
    const action = { ...submitted, player: seat } as Action;
    if (client) this.output.watch(live, client, live.row.kind === "hotseat" ? "auto" : seat, false);
    live.quietFor = client ?? null;
    try {
      if (action.type === "concede") {
        this.concedeLive(live, seat);
      } else if (live.session) {
        const r = live.session.submit(action);
        if (!r.ok) throw new MatchError(r.rejection.code, r.rejection.message);
      } else {
        this.local.submit(live, state, action);
      }
    } finally {
      live.quietFor = null;
    }
    return this.output.updateFor(live, client);
  }

  concede(matchId: number, seat?: Seat, client?: string): MatchSummary {
    this.open();
    const live = this.matches.get(matchId);
    if (!live) {
      this.matches.live(matchId); // throws the right error
    }
    const l = live!;
    if (l.row.kind === "network" && l.row.status === "handshake") {
      this.net.abandon(l);
      return this.matches.summary(l.row);
    }
    mustBePlaying(l);
    const who = seatFor(l, seat, "act");
    l.quietFor = null;
    if (client) this.output.watch(l, client, l.row.kind === "hotseat" ? "auto" : who, false);
    this.concedeLive(l, who);
    return this.matches.summary(l.row);
  }

  private concedeLive(live: Live, seat: Seat): void {
    if (live.session) {
      netCall(() => live.session!.concede()); // finishes through the session's "finished" event
      return;
    }
    this.local.concede(live, seat);
  }

  // ------------------------------------------------------------------ views (output.ts, replay-views.ts)

  view(matchId: number, seat: Seat | undefined, client?: string): MatchUpdate {
    this.open();
    const live = this.matches.get(matchId);
    if (!live) return this.replays.finishedView(matchId, seat);
    return this.output.view(live, seat, client);
  }

  legal(matchId: number, seat?: Seat): LegalOptions | null {
    const live = this.matches.live(matchId);
    const state = mustBePlaying(live);
    const s = seatFor(live, seat, "act");
    return mustAct(live) === s && !thinking(live) ? engine.legalActions(state, s) : null;
  }

  replay(matchId: number, step: number, seat?: Seat): ReplayStep {
    this.open();
    return this.replays.replay(matchId, step, seat, this.matches.get(matchId));
  }

  // ------------------------------------------------------------------ resume

  resume(matchId: number, channelId: string | undefined, client?: string): MatchUpdate {
    const live = this.matches.live(matchId);
    if (channelId) this.net.reconnect(live.id, this.net.takeChannel(channelId, client));
    return this.view(matchId, undefined, client);
  }

  // ------------------------------------------------------------------ network matches (network-matches.ts)

  /** The net service hands over each data channel a renderer opens. */
  adoptChannel(transport: Transport & { channelId: string }, client: string): void {
    this.net.adoptChannel(transport, client);
  }

  /** Hands a channel the renderer opened to another service (a trade) instead of a match. */
  takeChannel(channelId: string, client?: string): Transport {
    return this.net.takeChannel(channelId, client);
  }

  /** "Trade with <friend>": a finished network match's channel, for one trade, with the friend's fingerprint (network-matches.ts). */
  tradeChannel(matchId: number): { transport: Transport; peerFingerprint: string; tradeRequested: boolean } {
    return this.net.tradeChannel(matchId);
  }

  /** "<friend> wants to trade": the friend of a finished network match asked first. */
  onTradeRequest(handler: Parameters<NetworkMatches["onTradeRequest"]>[0]): () => void {
    return this.net.onTradeRequest(handler);
  }

  /** Starts a network match over a channel the renderer opened. */
  connect(args: { channelId: string; role: "host" | "guest"; deck: DeckRef; peerFingerprint?: string; format?: "oldschool" | "freeform"; dexterity?: boolean; ante?: boolean }, client?: string): MatchSummary {
    return this.net.connect(args, client);
  }

  /** A network match over any transport (the renderer's bridged channel, or WebRTC in the CLI). */
  connectTransport(args: Parameters<NetworkMatches["connectTransport"]>[0], client?: string): MatchSummary {
    return this.net.connectTransport(args, client);
  }

  /** Attaches a new connection to a running network match (after a drop or a restart). */
  reconnect(matchId: number, transport: Transport): void {
    this.net.reconnect(matchId, transport);
  }

  chat(matchId: number, text: string): void {
    this.net.chat(matchId, text);
  }

  claimTimeout(matchId: number): MatchSummary {
    return this.net.claimTimeout(matchId);
  }

  chatLog(matchId: number): ChatLine[] {
    this.store.get(matchId);
    return this.store.chat(matchId).map((c) => ({ matchId, seat: c.seat, text: c.text }));
  }

  // ------------------------------------------------------------------ lifecycle

  clientClosed(client: string): void {
    for (const live of this.matches.all()) live.watchers.delete(client);
    this.net.clientClosed(client);
  }

  /** Stops thinking and sessions; the logs stay, so everything resumes on the next start. */
  async close(): Promise<void> {
    const players: Promise<void>[] = [];
    for (const live of this.matches.all()) {
      live.closed = true;
      live.offs.forEach((off) => off());
      if (live.computer) {
        live.computer.abort?.abort();
        clearTimeout(live.computer.pause);
        players.push(live.computer.player.close().catch(() => {}));
      }
      live.session?.close();
    }
    this.matches.clear();
    await Promise.all(players);
    this.closed = true;
    this.store_?.close();
    this.store_ = null;
  }

  /** Internal (tests, CLI): the live state's hash of a running match. */
  liveHash(matchId: number): string | null {
    const live = this.matches.get(matchId);
    return live ? liveHash(live) : null;
  }

  /**
   * The audit of a network match with hidden cards, done again from its signed log (`moxen audit`):
   * clean, the proof of cheating, or why there is none. A result found is kept with the match.
   */
  auditMatch(matchId: number): {
    matchId: number;
    status: MatchStatus;
    result: MatchResultInfo | null;
    audit: NonNullable<MatchResultInfo["audit"]> | null;
    why: string | null;
    /** A match played for ante: the cards the signed log says change hands, and what the collection recorded. */
    ante?: AnteAudit;
  } {
    this.open();
    const row = this.store.get(matchId);
    let found: ReturnType<NetworkMatches["auditAgain"]>;
    try {
      found = this.net.auditAgain(row);
    } catch (e) {
      if (e instanceof NetError || e instanceof ReplayError) throw new MatchError("damaged", `Match #${matchId} does not replay: ${e.message}`);
      throw e;
    }
    const audit = found.audit ? auditInfo(found.audit) : null;
    // Found now (it was not kept with the match): a cheater it names loses the match after the fact.
    const kept = audit && row.result && !row.result.audit ? this.matches.audited(row, audit, resultAfterAudit(row.result, found.audit)) : row;
    const ante = kept.setup?.rules?.ante ? this.anteAudit(kept) : undefined;
    return { matchId, status: kept.status, result: kept.result, audit, why: found.why, ...(ante ? { ante } : {}) };
  }

  /**
   * A match played for ante: the transfers its signed log proves (the final game, the result), and
   * the settlement this collection recorded for it (null: not recorded, or no collection here).
   */
  private anteAudit(row: MatchRow): AnteAudit {
    let proven: AnteAudit["proven"] = null;
    let why: string | null = null;
    if (row.status !== "finished" || !row.result) why = "the match is not over";
    else if (!row.result.audit?.clean) why = "the audit is not clean, so no card changes hands";
    else {
      try {
        const history = this.net.hiddenHistory(row);
        proven = anteSettlement(row, history.final, history.ownershipChanges).moves.map((m) => ({ cardIndex: m.cardIndex, name: m.name, direction: m.direction }));
      } catch (e) {
        why = `the transfers could not be worked out (${(e as Error).message})`;
      }
    }
    const recorded = row.gameId && this.o.collection ? this.o.collection().transfers.get(row.gameId) : null;
    const agree = proven !== null && recorded !== null && JSON.stringify(proven) === JSON.stringify(recorded.transfers.map((t) => ({ cardIndex: t.cardIndex, name: t.name, direction: t.direction })));
    return { proven, recorded, agree, why };
  }

  /** A network match's audit and the opponent's deck it showed, replayed from its signed log (limited events). */
  auditedDeck(matchId: number): ReturnType<NetworkMatches["auditedDeck"]> {
    this.open();
    return this.net.auditedDeck(this.store.get(matchId));
  }

  /** Internal (tests, CLI): the network session of a running match. */
  sessionOf(matchId: number): PeerSession<GameState, Action> | undefined {
    return this.matches.get(matchId)?.session;
  }
}

export type { MatchKind, MatchStatus };

export interface AnteAudit {
  /** What the signed log proves changes hands (our side: in = we receive, out = we lose); null with `why`. */
  proven: { cardIndex: number; name: string; direction: "in" | "out" }[] | null;
  /** The settlement the collection recorded (null: not yet, or this host has no collection). */
  recorded: Settlement | null;
  /** The collection recorded exactly what the log proves. */
  agree: boolean;
  why: string | null;
}
