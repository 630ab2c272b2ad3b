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
import type {
  AiKind,
  ChatLine,
  MatchKind,
  MatchNotice,
  MatchResultInfo,
  MatchStatus,
  MatchSummary,
  MatchUpdate,
  ReplayStep,
  Seat,
  SeatInfo,
  SubmittedAction,
} from "../../shared/contract/match";
import type { CollectionService } from "../collection/service";
import { engineRules } from "../net/engine-rules";
import { NetError } from "../net/errors";
import type { Identity } from "../net/identity";
import type { KnownPeers } from "../net/known-peers";
import type { PeerSession } from "../net/peer-session";
import type { Transport } from "../net/transport";
import { aiComputer, computerSeed, isCancelled, type ComputerFactory } from "./computer";

/** What the table calls the computer player, by its kind (the lobby's words, not internal ones). */
const COMPUTER_NAMES: Record<"random" | "heuristic" | "strong", string> = { random: "Computer (beginner)", heuristic: "Computer", strong: "Computer (strong)" };
import { MATCHES_FILE } from "./db";
import { DeckSource, type DeckRef, type ResolvedDeck } from "./decks";
import { MatchError } from "./errors";
import { other, type Live, type Watcher } from "./live";
import { netCall, NetworkMatches, type MatchCore } from "./network-matches";
import { createFromSetup, linesOf, readableBy, ReplayError, replayRows, stateHash, tagsFor, textsFor, type LogLine } from "./replay";
import { ReplayCache } from "./replay-cache";
import { rewardFor, rewardReason } from "./rewards";
import { parsePuzzleText, puzzleCards, PuzzleShelf, puzzleStart, puzzleVerdict, readPuzzle } from "./puzzles";
import { MatchStore, summaryOf, type MatchRow } from "./store";

export type Emit = (name: "match.updated" | "match.chat" | "match.notice", payload: MatchUpdate | ChatLine | MatchNotice, to?: string) => void;

/** A decklist given directly (CLI, tests): one engine card name per copy. */
export interface PlainDeck {
  name: string;
  cards: string[];
}

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

/** How many log lines a (re)opened table gets. */
const RECENT_LINES = 300;

export class MatchHost {
  private store_: MatchStore | null = null;
  private readonly lives = new Map<number, Live>();
  private readonly replays = new ReplayCache();
  private readonly decks: DeckSource;
  private readonly shelf: PuzzleShelf;
  private readonly computer: ComputerFactory;
  private readonly net: NetworkMatches;
  private closed = false;

  constructor(private readonly o: MatchHostOptions) {
    this.decks = new DeckSource(o.resourcesDir, o.collection);
    this.shelf = new PuzzleShelf(join(o.resourcesDir, "puzzles"));
    this.computer = o.computer ?? aiComputer();
    const self = this;
    const core: MatchCore = {
      get store() {
        return self.store;
      },
      emit: o.emit,
      register: (row, state, lines) => this.register(row, state, lines),
      forget: (id) => void this.lives.delete(id),
      live: (id) => this.live(id),
      summary: (row) => this.summary(row),
      deckOf: (ref, what) => this.deckOf(ref, what),
      playerName: () => this.playerName(),
      watch: (live, client, seat) => void this.watch(live, client, seat),
      finish: (live, outcome, hash) => this.finish(live, outcome, hash),
      flush: (live) => this.flush(live),
      notice: (live, level, message) => this.notice(live, level, message),
      safely: (live, fn) => this.safely(live, fn),
      damage: (row, e) => this.damage(row, e),
      openingLine: (row) => this.openingLine(row),
      drop: (live) => this.drop(live),
    };
    this.net = new NetworkMatches(core, { identity: o.identity, knownPeers: o.knownPeers });
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
        if (row.status === "playing" && row.kind !== "network") this.rebuildLocal(row);
        else if ((row.status === "playing" || row.status === "handshake") && row.kind === "network") this.net.rebuild(row);
      } catch (e) {
        this.damage(row, e);
      }
    }
    for (const row of store.history(500)) if (row.rewardState === "pending") this.settleReward(row);
    return store;
  }

  /** Opens the store (and so rebuilds unfinished matches) before a match is looked up. */
  private open(): void {
    void this.store;
  }

  private rebuildLocal(row: MatchRow): void {
    const lines: LogLine[] = [this.openingLine(row)];
    let lastActor: Seat = "A";
    try {
      const state = replayRows(createFromSetup(row.setup!), this.store.actions(row.id), (step, s, action, events) => {
        lines.push(...linesOf(step, events, s));
        lastActor = action.player;
      });
      const live = this.register(row, state, lines);
      live.lastActor = lastActor;
      if (live.puzzle) this.judgePuzzle(live, state);
      else if (state.outcome) this.finish(live, state.outcome);
      if (live.row.status !== "finished") this.attachComputer(live);
    } catch (e) {
      this.damage(row, e);
    }
  }

  /**
   * A match that does not come back from its log is marked damaged, whatever the error (a
   * corrupt log, a deck the engine refuses, a bug): it is kept unchanged for inspection, and
   * the other matches still come back.
   */
  private damage(row: MatchRow, e: unknown): void {
    const why = e instanceof ReplayError || e instanceof NetError ? e.message : `an unexpected error (${String((e as Error)?.message ?? e).slice(0, 300)})`;
    const problem = `The match log does not replay: ${why} The match is kept unchanged for inspection and cannot be continued.`;
    try {
      this.store.update(row.id, { status: "damaged", problem });
    } catch {
      // The database itself failed: nothing more can be recorded; the other matches go on.
    }
  }

  private openingLine(row: MatchRow): LogLine {
    const s = row.seats;
    if (row.setup?.puzzle !== undefined) return { step: 0, text: `Match #${row.id}: ${s.A.deck.replace(/^Puzzle: /, "puzzle ")}` };
    return { step: 0, text: `Match #${row.id}: ${s.A.name} (${s.A.deck}) vs ${s.B.name} (${s.B.deck})` };
  }

  private register(row: MatchRow, state: GameState | null, lines: LogLine[]): Live {
    const live: Live = {
      id: row.id,
      row,
      state,
      step: row.steps,
      lines,
      watchers: new Map(),
      quietFor: null,
      lastActor: "A",
      offs: [],
      closed: false,
      ...(row.setup?.puzzle !== undefined ? { puzzle: puzzleStart(row.setup.puzzle).goal } : {}),
    };
    this.lives.set(row.id, live);
    return live;
  }

  // ------------------------------------------------------------------ queries

  list(): MatchSummary[] {
    return this.store.unfinished().map((r) => this.summary(r));
  }

  history(limit = 50, offset = 0): MatchSummary[] {
    return this.store.history(limit, offset).map((r) => this.summary(r));
  }

  get(matchId: number): MatchSummary {
    return this.summary(this.store.get(matchId));
  }

  benchmarkDecks() {
    return this.decks.listBenchmarks();
  }

  private summary(row: MatchRow): MatchSummary {
    const live = this.lives.get(row.id);
    const s = summaryOf(live?.row ?? row);
    if (row.kind === "network") s.connected = live?.session?.connected ?? false;
    return s;
  }

  // ------------------------------------------------------------------ local matches

  start(
    args: { kind: "local-ai" | "hotseat"; deck: DeckRef | PlainDeck; opponentDeck?: DeckRef | PlainDeck; ai?: AiKind; seed?: string; rules?: { manaBurn?: boolean } },
    client?: string,
  ): MatchSummary {
    const store = this.store;
    const mine = this.deckOf(args.deck, "deck");
    const theirs = args.opponentDeck ? this.deckOf(args.opponentDeck, "opponent's deck") : this.decks.randomBenchmark();
    if (args.kind === "hotseat" && args.ai) throw new MatchError("bad_argument", "A hotseat match has no computer player: leave out ai.");
    const ai = args.ai ?? "heuristic";
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
      names: { A: seats.A.name, B: seats.B.name },
      ...(args.rules?.manaBurn ? { rules: { manaBurn: true } } : {}),
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
    const live = this.register(row, state, []);
    live.lines.push(this.openingLine(row));
    if (client) this.watch(live, client, args.kind === "hotseat" ? "auto" : "A");
    this.attachComputer(live);
    return this.summary(live.row);
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
    const live = this.register(row, state, []);
    live.lines.push({ step: 0, text: `${title}. ${info.words}` });
    if (client) this.watch(live, client, you);
    this.attachComputer(live);
    return this.summary(live.row);
  }

  /** A contract deck reference, or (CLI, tests) a decklist given as is. */
  private deckOf(ref: DeckRef | PlainDeck, what: string): ResolvedDeck {
    return "cards" in ref ? { name: ref.name, cards: [...ref.cards] } : this.decks.resolve(ref, what);
  }

  playerName(): string {
    try {
      return this.o.collection?.().profile.get().name ?? this.o.playerName ?? "You";
    } catch {
      return this.o.playerName ?? "You";
    }
  }

  private attachComputer(live: Live): void {
    const row = live.row;
    if (row.kind !== "local-ai" || live.computer) return;
    const seat: Seat = row.seats.A.control === "computer" ? "A" : "B";
    const kind = row.seats[seat].ai ?? "heuristic";
    const player = this.computer(kind, { seed: computerSeed(row.setup!.seed), deck: row.setup!.decks[seat], opponentDeck: row.setup!.decks[other(seat)] });
    player.newGame({ deck: row.setup!.decks[seat], opponentDeck: row.setup!.decks[other(seat)] });
    live.computer = { seat, player, abort: null };
    this.advance(live);
  }

  /** The seats a player at this machine controls in a match. */
  private controlled(live: Live): Seat[] {
    return live.row.kind === "hotseat" ? ["A", "B"] : live.row.mySeat ? [live.row.mySeat] : [];
  }

  private seatFor(live: Live, requested: Seat | undefined, purpose: "act" | "view"): Seat {
    const mine = this.controlled(live);
    if (requested) {
      if (!mine.includes(requested)) throw new MatchError("not_your_seat", `You play seat ${mine.join(" and ")} in match #${live.id}, not seat ${requested}.`);
      return requested;
    }
    if (live.row.kind === "hotseat") return this.autoSeat(live, purpose);
    return mine[0]!;
  }

  /** Hotseat: the seat that must act now (or the one that acted last, when nobody must). */
  private autoSeat(live: Live, _purpose: "act" | "view"): Seat {
    return (live.state && !live.state.outcome && engine.whoMustAct(live.state)) || live.lastActor;
  }

  private live(matchId: number): Live {
    this.open();
    const live = this.lives.get(matchId);
    if (live) return live;
    const row = this.store.get(matchId);
    if (row.status === "damaged" || row.status === "halted") throw new MatchError(row.status, `Match #${matchId} is ${row.status}: ${row.problem ?? "no details"}`);
    if (row.status === "finished" || row.status === "abandoned") throw new MatchError("match_over", `Match #${matchId} is over; use replay to review it.`);
    throw new MatchError("not_live", `Match #${matchId} is not running here.`);
  }

  private mustBePlaying(live: Live): GameState {
    const status = live.row.status;
    if (status === "finished") throw new MatchError("match_over", `Match #${live.id} is over.`);
    if (status === "handshake" || !live.state) throw new MatchError("not_started", `Match #${live.id} has not started yet: the players are still connecting.`);
    if (status !== "playing") throw new MatchError(status, `Match #${live.id} is ${status}: ${live.row.problem ?? ""}`);
    return live.state;
  }

  submit(matchId: number, submitted: SubmittedAction, client?: string): MatchUpdate {
    const live = this.live(matchId);
    const state = this.mustBePlaying(live);
    const seat = submitted.player ? this.seatFor(live, submitted.player, "act") : this.seatFor(live, undefined, "act");
    const action = { ...submitted, player: seat } as Action;
    if (client) this.watch(live, client, live.row.kind === "hotseat" ? "auto" : seat, false);
    live.quietFor = client ?? null;
    try {
      if (action.type === "concede") {
        this.concedeLive(live, seat);
      } else if (live.session) {
        const r = live.session.submit(action);
        if (!r.ok) throw new MatchError(r.rejection.code, r.rejection.message);
      } else {
        if (live.computer && seat === live.computer.seat) throw new MatchError("not_your_seat", "The computer plays that seat.");
        this.commit(live, state, action);
        this.advance(live);
      }
    } finally {
      live.quietFor = null;
    }
    return this.updateFor(live, client);
  }

  /** Validate with the engine, append to the log, then apply: the only way a local game moves. */
  private commit(live: Live, state: GameState, action: Action): void {
    const r = engine.apply(state, action);
    if (!r.ok) throw new MatchError(r.rejection.code, r.rejection.message);
    const hash = stateHash(r.state);
    this.store.appendAction(live.id, { seq: live.step + 1, player: action.player, action, hash, turn: r.state.turn.number });
    live.state = r.state;
    live.step++;
    live.row = { ...live.row, steps: live.step, turn: r.state.turn.number };
    live.lastActor = action.player;
    live.lines.push(...linesOf(live.step, r.events, r.state));
    if (live.puzzle) this.judgePuzzle(live, r.state);
    else if (r.state.outcome) this.finish(live, r.state.outcome);
  }

  /** A puzzle ends once its goal is met or can no longer be: a win for the player, or a loss. */
  private judgePuzzle(live: Live, state: GameState): void {
    const v = puzzleVerdict(live.puzzle!, state);
    if (!v) return;
    const you = live.row.mySeat!;
    this.finish(live, { winner: v.met ? you : other(you), reason: v.met ? `puzzle solved: ${v.reason}` : `puzzle not solved: ${v.reason}` });
  }

  /**
   * Lets the computer act while it must: a forced move (one legal action) at once, a real
   * choice in the background. Then tells the watchers.
   */
  private advance(live: Live): void {
    const c = live.computer;
    for (let guard = 0; c && !live.closed && live.state && !live.state.outcome && guard < 10_000; guard++) {
      if (engine.whoMustAct(live.state) !== c.seat || c.abort || c.pause) break;
      const legal = engine.legalActionList(live.state, c.seat);
      if (legal.length === 0) break;
      if (legal.length === 1) {
        const before = live.state;
        this.commit(live, live.state, legal[0]!);
        if (this.pauseAfter(live, c, before)) break;
        continue;
      }
      this.think(live, c, legal);
      break;
    }
    this.flush(live);
  }

  private think(live: Live, c: NonNullable<Live["computer"]>, legal: Action[]): void {
    const state = live.state!;
    const atStep = live.step;
    const abort = new AbortController();
    c.abort = abort;
    const play = (action: Action) => {
      c.abort = null;
      try {
        this.commit(live, state, action);
      } catch (e) {
        console.error(`moxen: match #${live.id}: the computer's action was refused (${(e as Error).message}); it passes instead`);
        this.commit(live, state, legal.find((a) => a.type === "pass") ?? legal[0]!);
      }
      if (this.pauseAfter(live, c, state)) return this.flush(live);
      this.advance(live);
    };
    c.player.decide(engine.viewFor(state, c.seat), legal, abort.signal, engine.knownState(state, c.seat)).then(
      (action) => {
        if (abort.signal.aborted || live.closed || live.step !== atStep) return;
        const key = JSON.stringify(action);
        if (!legal.some((a) => JSON.stringify(a) === key)) {
          console.error(`moxen: match #${live.id}: the computer chose an action it was not offered: ${key}`);
          action = legal[0]!;
        }
        this.safely(live, () => play(action));
      },
      (err) => {
        if (isCancelled(err) || abort.signal.aborted || live.closed || live.step !== atStep) return;
        console.error(`moxen: match #${live.id}: the computer failed to decide (${(err as Error).message}); it passes instead`);
        this.safely(live, () => play(legal.find((a) => a.type === "pass") ?? legal[0]!));
      },
    );
  }

  /**
   * The computer just put a spell or an activated ability on the stack (since `before`): it
   * waits `pace` ms before its next action, so the player sees it (issue 21). Returns whether it waits.
   */
  private pauseAfter(live: Live, c: NonNullable<Live["computer"]>, before: GameState): boolean {
    const ms = this.o.pace?.() ?? 0;
    if (ms <= 0 || !live.state || live.state.outcome) return false;
    const old = new Set(before.stack.map((i) => i.id));
    const shown = live.state.stack.some((i) => !old.has(i.id) && i.controller === c.seat && (i.kind === "spell" || /#a\d+$/.test(i.ability ?? "")));
    if (!shown) return false;
    c.pause = setTimeout(() => {
      c.pause = undefined;
      if (live.computer === c && !live.closed) this.safely(live, () => this.advance(live));
    }, ms);
    return true;
  }

  /** Background work must never crash the host: a failure is told to the watchers. */
  private safely(live: Live, fn: () => void): void {
    try {
      fn();
    } catch (e) {
      console.error(`moxen: match #${live.id}:`, e);
      this.notice(live, "error", `The match could not continue: ${(e as Error).message}`);
    }
  }

  private stopComputer(live: Live): void {
    const c = live.computer;
    if (!c) return;
    c.abort?.abort();
    c.abort = null;
    clearTimeout(c.pause);
    live.computer = undefined;
    void c.player.close().catch(() => {});
  }

  concede(matchId: number, seat?: Seat, client?: string): MatchSummary {
    this.open();
    const live = this.lives.get(matchId);
    if (!live) {
      this.live(matchId); // throws the right error
    }
    const l = live!;
    if (l.row.kind === "network" && l.row.status === "handshake") {
      this.net.abandon(l);
      return this.summary(l.row);
    }
    this.mustBePlaying(l);
    const who = this.seatFor(l, seat, "act");
    l.quietFor = null;
    if (client) this.watch(l, client, l.row.kind === "hotseat" ? "auto" : who, false);
    this.concedeLive(l, who);
    return this.summary(l.row);
  }

  private concedeLive(live: Live, seat: Seat): void {
    if (live.session) {
      netCall(() => live.session!.concede()); // finishes through the session's "finished" event
      return;
    }
    // CR 104.3a: a player may concede at any time — an engine action, logged like any other.
    live.computer?.abort?.abort();
    if (live.computer) live.computer.abort = null;
    this.commit(live, live.state!, { type: "concede", player: seat });
    this.flush(live);
  }

  private finish(live: Live, outcome: MatchResultInfo, finalHash?: string): void {
    if (live.row.status === "finished") return;
    const result: MatchResultInfo = { winner: outcome.winner, reason: outcome.reason };
    this.stopComputer(live);
    live.row = this.store.update(live.id, {
      status: "finished",
      result,
      finalHash: finalHash ?? (live.session ? live.session.stateHash : live.state ? stateHash(live.state) : null),
      finishedAt: this.store.now(),
      turn: live.state?.turn.number ?? live.row.turn,
    });
    live.row = this.settleReward(live.row);
  }

  /**
   * Pays the match's coins exactly once, across crashes: the amount is recorded as pending
   * first; after a crash a pending reward is paid only if the ledger does not show it yet.
   */
  private settleReward(row: MatchRow): MatchRow {
    if (row.rewardState === "credited" || row.rewardState === "none" || !row.result) return row;
    // Puzzles pay nothing: they are practice, and a shipped one could be replayed for coins.
    const amount = row.setup?.puzzle !== undefined ? 0 : rewardFor(row.kind, row.mySeat, row.result, row.turn);
    const collection = this.o.collection;
    if (amount === 0 || !collection || !row.mySeat) return this.store.update(row.id, { reward: 0, rewardState: "none" });
    const reason = rewardReason(row.id, row.kind, row.mySeat, row.result);
    try {
      if (row.rewardState === "pending") {
        const paid = collection().profile.ledger({ limit: 1000 }).some((e) => e.reason === reason);
        if (paid) return this.store.update(row.id, { rewardState: "credited" });
      } else {
        row = this.store.update(row.id, { reward: amount, rewardState: "pending" });
      }
      collection().profile.credit(amount, reason);
      return this.store.update(row.id, { rewardState: "credited" });
    } catch (e) {
      console.error(`moxen: match #${row.id}: the reward could not be paid yet (${(e as Error).message}); it will be retried`);
      return this.store.get(row.id);
    }
  }

  // ------------------------------------------------------------------ views and watchers

  private watch(live: Live, client: string, seat: Seat | "auto", reset = true): Watcher {
    let w = live.watchers.get(client);
    if (!w) {
      w = { seat, cursor: reset ? live.lines.length : live.lines.length };
      live.watchers.set(client, w);
    }
    w.seat = seat;
    return w;
  }

  view(matchId: number, seat: Seat | undefined, client?: string): MatchUpdate {
    this.open();
    const live = this.lives.get(matchId);
    if (!live) return this.finishedView(matchId, seat);
    const s = seat ? this.seatFor(live, seat, "view") : live.row.kind === "hotseat" ? "auto" : this.seatFor(live, undefined, "view");
    const shown = s === "auto" ? this.autoSeat(live, "view") : s;
    if (client) {
      const w = this.watch(live, client, s);
      w.cursor = live.lines.length;
    }
    const recent = live.lines.filter(readableBy(shown)).slice(-RECENT_LINES);
    return this.makeUpdate(live, shown, recent, true);
  }

  /** A finished (or otherwise not running) match: its final position, rebuilt from the log. */
  private finishedView(matchId: number, seat: Seat | undefined): MatchUpdate {
    const row = this.store.get(matchId);
    if (!started(row)) throw new MatchError("not_started", `Match #${matchId} never started: there is nothing to show.`);
    const s = this.replaySeat(row, seat);
    const r = this.replayAt(row, row.steps);
    return {
      matchId,
      seat: s,
      step: row.steps,
      status: row.status,
      view: engine.viewFor(r.state, s),
      legal: null,
      mustAct: null,
      thinking: false,
      events: [],
      tags: [],
      reset: true,
      result: row.result,
      problem: row.problem,
      hash: shownHash(row, r.state),
    };
  }

  legal(matchId: number, seat?: Seat): LegalOptions | null {
    const live = this.live(matchId);
    const state = this.mustBePlaying(live);
    const s = this.seatFor(live, seat, "act");
    return this.mustAct(live) === s && !this.thinking(live) ? engine.legalActions(state, s) : null;
  }

  private mustAct(live: Live): Seat | null {
    if (!live.state || live.row.status !== "playing") return null;
    // A network match: nobody acts while hidden cards are being shuffled or shown (the session knows).
    if (live.session) return live.session.toAct;
    return live.state.outcome ? null : engine.whoMustAct(live.state);
  }

  private thinking(live: Live): boolean {
    return !!live.computer?.abort;
  }

  /** `lines`: the log lines `seat` may read, new (or, reset, the recent ones). */
  private makeUpdate(live: Live, seat: Seat, lines: readonly LogLine[], reset: boolean): MatchUpdate {
    const mustAct = this.mustAct(live);
    const thinking = this.thinking(live);
    const legal = live.state && mustAct === seat && !(thinking && live.computer?.seat === seat) && this.controlled(live).includes(seat) ? engine.legalActions(live.state, seat) : null;
    return {
      matchId: live.id,
      seat,
      step: live.step,
      status: live.row.status,
      view: live.state ? engine.viewFor(live.state, seat) : null,
      legal,
      mustAct,
      thinking,
      events: lines.map((l) => l.text),
      tags: lines.map((l) => l.tag ?? { kind: "note" }),
      reset,
      result: live.row.result,
      problem: live.row.problem,
      hash: live.session ? live.session.stateHash : live.state ? stateHash(live.state) : null,
    };
  }

  /** The update for the calling client: what is new since its last one. */
  private updateFor(live: Live, client: string | undefined): MatchUpdate {
    const w = client ? live.watchers.get(client) : undefined;
    const seat = !w || w.seat === "auto" ? this.autoSeat(live, "view") : w.seat;
    const fresh = w ? live.lines.slice(w.cursor) : [];
    if (w) w.cursor = live.lines.length;
    return this.makeUpdate(live, live.row.kind === "hotseat" ? seat : (live.row.mySeat ?? seat), fresh.filter(readableBy(seat)), false);
  }

  /** Sends each watcher (but the one whose call is in progress) its seat's update. */
  private flush(live: Live): void {
    for (const [client, w] of live.watchers) {
      if (client === live.quietFor) continue;
      const seat = w.seat === "auto" ? this.autoSeat(live, "view") : w.seat;
      const fresh = live.lines.slice(w.cursor);
      w.cursor = live.lines.length;
      this.o.emit("match.updated", this.makeUpdate(live, seat, fresh.filter(readableBy(seat)), false), client);
    }
  }

  private notice(live: Live, level: MatchNotice["level"], message: string): void {
    for (const client of live.watchers.keys()) this.o.emit("match.notice", { matchId: live.id, level, message }, client);
  }

  // ------------------------------------------------------------------ replay

  private replaySeat(row: MatchRow, seat: Seat | undefined): Seat {
    const over = row.status === "finished" || row.status === "abandoned" || row.status === "damaged";
    const anySeat = row.kind === "hotseat" || (over && row.kind === "local-ai");
    const s = seat ?? row.mySeat ?? "A";
    if (!anySeat && s !== row.mySeat) {
      throw new MatchError("not_your_seat", `You can replay match #${row.id} from your seat (${row.mySeat}) only${row.kind === "local-ai" ? " until it is over" : ""}.`);
    }
    return s;
  }

  private replayAt(row: MatchRow, step: number) {
    try {
      // A network match with hidden cards is replayed from its signed log, as its player saw it.
      if (row.setup!.hidden) return this.replays.atHidden(row.id, step, () => this.net.hiddenHistory(row), row.steps);
      return this.replays.at(row.id, row.setup!, step, () => this.store.actions(row.id), row.steps);
    } catch (e) {
      if (e instanceof ReplayError || e instanceof NetError) {
        this.replays.forget(row.id);
        throw new MatchError("damaged", `Match #${row.id} does not replay: ${e.message}`);
      }
      throw e;
    }
  }

  replay(matchId: number, step: number, seat?: Seat): ReplayStep {
    this.open();
    const row = this.lives.get(matchId)?.row ?? this.store.get(matchId);
    if (!started(row)) throw new MatchError("not_started", `Match #${matchId} never started: there is nothing to replay.`);
    const s = this.replaySeat(row, seat);
    const steps = this.lives.get(matchId)?.step ?? row.steps;
    if (step > steps) throw new MatchError("bad_argument", `Match #${matchId} has ${steps} steps; step ${step} does not exist.`);
    const r = this.replayAt({ ...row, steps }, step);
    return { matchId, seat: s, step, total: r.total, view: engine.viewFor(r.state, s), action: r.action, events: textsFor(r.lines, s), log: textsFor(r.log, s).slice(-400), logTags: tagsFor(r.log, s).slice(-400), hash: shownHash(row, r.state) };
  }

  // ------------------------------------------------------------------ resume

  resume(matchId: number, channelId: string | undefined, client?: string): MatchUpdate {
    const live = this.live(matchId);
    if (channelId) this.net.reconnect(live.id, this.net.takeChannel(channelId, client));
    return this.view(matchId, undefined, client);
  }

  // ------------------------------------------------------------------ network matches (network-matches.ts)

  /** The net service hands over each data channel a renderer opens. */
  adoptChannel(transport: Transport & { channelId: string }, client: string): void {
    this.net.adoptChannel(transport, client);
  }

  /** Starts a network match over a channel the renderer opened. */
  connect(args: { channelId: string; role: "host" | "guest"; deck: DeckRef; peerFingerprint?: string; format?: "oldschool" | "freeform" }, client?: string): MatchSummary {
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

  private drop(live: Live): void {
    live.closed = true;
    live.offs.forEach((off) => off());
    this.stopComputer(live);
    this.lives.delete(live.id);
  }

  // ------------------------------------------------------------------ lifecycle

  clientClosed(client: string): void {
    for (const live of this.lives.values()) live.watchers.delete(client);
    this.net.clientClosed(client);
  }

  /** Stops thinking and sessions; the logs stay, so everything resumes on the next start. */
  async close(): Promise<void> {
    const players: Promise<void>[] = [];
    for (const live of this.lives.values()) {
      live.closed = true;
      live.offs.forEach((off) => off());
      if (live.computer) {
        live.computer.abort?.abort();
        clearTimeout(live.computer.pause);
        players.push(live.computer.player.close().catch(() => {}));
      }
      live.session?.close();
    }
    this.lives.clear();
    await Promise.all(players);
    this.closed = true;
    this.store_?.close();
    this.store_ = null;
  }

  /** Internal (tests, CLI): the live state's hash of a running match. */
  liveHash(matchId: number): string | null {
    const live = this.lives.get(matchId);
    if (live?.session) return live.session.stateHash;
    return live?.state ? stateHash(live.state) : null;
  }

  /**
   * The audit of a network match with hidden cards, done again from its signed log (`moxen audit`):
   * clean, the proof of cheating, or why there is none. A result found is kept with the match.
   */
  auditMatch(matchId: number): { matchId: number; status: MatchStatus; result: MatchResultInfo | null; audit: NonNullable<MatchResultInfo["audit"]> | null; why: string | null } {
    this.open();
    const row = this.store.get(matchId);
    let found: ReturnType<NetworkMatches["auditAgain"]>;
    try {
      found = this.net.auditAgain(row);
    } catch (e) {
      if (e instanceof NetError || e instanceof ReplayError) throw new MatchError("damaged", `Match #${matchId} does not replay: ${e.message}`);
      throw e;
    }
    const audit = found.audit ? (found.audit.clean ? { clean: true as const } : { clean: false as const, cheater: found.audit.cheater, message: found.audit.message }) : null;
    if (audit && row.result && !row.result.audit) this.store.update(matchId, { result: { ...row.result, audit } });
    return { matchId, status: row.status, result: row.result, audit, why: found.why };
  }

  /** Internal (tests, CLI): the network session of a running match. */
  sessionOf(matchId: number): PeerSession<GameState, Action> | undefined {
    return this.lives.get(matchId)?.session;
  }
}

export type { MatchKind, MatchStatus };

/** Whether a match has a game to show: a hidden network match only once both libraries were dealt. */
function started(row: MatchRow): boolean {
  return !!row.setup && !(row.setup.hidden && !row.gameId);
}

/**
 * The hash a view shows: of the whole game, or for a network match with hidden cards, of what
 * both players may know of this player's copy (equal on both sides once every shown card is known).
 */
function shownHash(row: MatchRow, state: GameState): string {
  return row.setup?.hidden ? engine.publicHash(state) : stateHash(state);
}
