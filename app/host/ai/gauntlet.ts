/**
 * `moxen gauntlet`'s engine: every pairing of a set of decks (the era decks by default), N games
 * a pairing, half with each deck going first; each deck's wins with a 95% interval and the
 * deck-against-deck matrix. Games run in worker threads, one per lane (default: one per core).
 *
 * Deterministic: game i's seed and its players' seeds come from the gauntlet's seed and i alone,
 * and each game gets fresh players, so the same seed gives the same result whatever the number
 * of lanes and whichever lane plays which game (the strong player excepted: its search stops on
 * the clock).
 */
import { availableParallelism } from "node:os";
import type { MessagePort } from "node:worker_threads";
import { playAiGame, seedWithFirstPlayer } from "./match-runner";
import { createAiPlayer, spawnWorker } from "./player";
import { wilson } from "./sim";
import type { TraceEntry } from "./trace";
import type { AiKind, PlayerId } from "./types";

export interface GauntletDeck {
  /** File name without extension ("zoo"). */
  key: string;
  /** The name players see ("Zoo"). */
  name: string;
  cards: string[];
}

export interface GauntletOptions {
  decks: GauntletDeck[];
  /** [rows' AI, columns' AI]. The same AI twice plays each unordered pair of different decks; two
   * AIs play every ordered pair (mirrors included): deck i piloted by the first against deck j by the second. */
  ai: [AiKind, AiKind];
  /** Games a pairing; the row deck goes first in the even ones (⌈N/2⌉), the column deck in the odd ones. */
  games: number;
  seed: number;
  /** Games played at once, each lane in its own worker thread (1: in this thread). Default: the cores. */
  parallel?: number;
  budgetMs?: number;
  turnCap?: number;
  signal?: AbortSignal;
  onGame?: (done: number, total: number, game: GauntletGame) => void;
  /** The players' explanations (see trace.ts); only with parallel 1 (the games then run in this thread). */
  trace?: (game: number, seat: PlayerId, entry: TraceEntry) => void;
}

/** One game of the gauntlet: row deck in seat A (AI ai[0]), column deck in seat B (ai[1]). */
export interface GauntletJob {
  index: number;
  row: number;
  col: number;
  /** Whether the row deck (seat A) goes first. */
  rowFirst: boolean;
  seed: number;
}

export interface GauntletGame extends GauntletJob {
  winner: "row" | "col" | "draw";
  turns: number;
  /** Who actually went first, as the engine recorded it. */
  firstPlayer: PlayerId;
}

export interface GauntletDeckResult {
  key: string;
  name: string;
  wins: number;
  draws: number;
  games: number;
  /** 95% Wilson interval of the share of wins. */
  interval: [number, number];
}

export interface GauntletResult {
  ai: [AiKind, AiKind];
  seed: number;
  gamesPerPairing: number;
  /** Per deck, in the order given. With two AIs, each deck as piloted by ai[0] (the rows). */
  decks: GauntletDeckResult[];
  /** wins[i][j]: games deck i (row, ai[0]) won against deck j (ai[1]); games[i][j]: games they played. */
  matrix: { wins: number[][]; games: number[][] };
  games: GauntletGame[];
  draws: number;
  averageTurns: number;
  seconds: number;
}

/** The pairings, in order: (i, j) with i < j for one AI; every (i, j) for two. */
export function pairings(n: number, twoAis: boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = twoAis ? 0 : i + 1; j < n; j++) out.push([i, j]);
  return out;
}

export function gauntletJobs(o: Pick<GauntletOptions, "decks" | "ai" | "games" | "seed">): GauntletJob[] {
  const jobs: GauntletJob[] = [];
  for (const [row, col] of pairings(o.decks.length, o.ai[0] !== o.ai[1])) {
    for (let k = 0; k < o.games; k++) {
      const index = jobs.length;
      const rowFirst = k % 2 === 0;
      const decks = { A: o.decks[row]!.cards, B: o.decks[col]!.cards };
      const seed = seedWithFirstPlayer(o.seed * 10_007 + index, decks, rowFirst ? "A" : "B");
      jobs.push({ index, row, col, rowFirst, seed });
    }
  }
  return jobs;
}

interface GameSetup {
  decks: string[][];
  ai: [AiKind, AiKind];
  budgetMs?: number;
  turnCap?: number;
}

/** Plays one job with fresh players whose seeds come from the job's seed. */
export async function playGauntletGame(setup: GameSetup, job: GauntletJob, signal?: AbortSignal, trace?: (seat: PlayerId, e: TraceEntry) => void): Promise<GauntletGame> {
  const A = setup.decks[job.row]!;
  const B = setup.decks[job.col]!;
  const players = {
    A: createAiPlayer(setup.ai[0], { inline: true, seed: job.seed * 2 + 1, budgetMs: setup.budgetMs, ...(trace ? { trace: (e: TraceEntry) => trace("A", e) } : {}) }),
    B: createAiPlayer(setup.ai[1], { inline: true, seed: job.seed * 2 + 2, budgetMs: setup.budgetMs, ...(trace ? { trace: (e: TraceEntry) => trace("B", e) } : {}) }),
  };
  players.A.newGame({ deck: A, opponentDeck: B });
  players.B.newGame({ deck: B, opponentDeck: A });
  const rec = await playAiGame({ seed: job.seed, decks: { A, B }, players, turnCap: setup.turnCap, signal });
  return { ...job, winner: rec.winner === "A" ? "row" : rec.winner === "B" ? "col" : "draw", turns: rec.turns, firstPlayer: rec.state.firstPlayer };
}

export async function runGauntlet(o: GauntletOptions): Promise<GauntletResult> {
  const started = performance.now();
  if (o.decks.length < (o.ai[0] === o.ai[1] ? 2 : 1)) throw new Error("a gauntlet needs at least two decks");
  const jobs = gauntletJobs(o);
  const setup: GameSetup = { decks: o.decks.map((d) => d.cards), ai: o.ai, budgetMs: o.budgetMs, turnCap: o.turnCap };
  const lanes = o.trace ? 1 : Math.max(1, Math.min(o.parallel ?? availableParallelism(), jobs.length));
  const results: (GauntletGame | undefined)[] = new Array(jobs.length);
  let done = 0;
  const record = (g: GauntletGame) => {
    results[g.index] = g;
    done++;
    o.onGame?.(done, jobs.length, g);
  };
  let next = 0;
  if (lanes === 1) {
    while (next < jobs.length && !o.signal?.aborted) {
      const job = jobs[next++]!;
      record(await playGauntletGame(setup, job, o.signal, o.trace ? (seat, e) => o.trace!(job.index, seat, e) : undefined));
    }
  } else {
    await Promise.all(Array.from({ length: lanes }, () => workerLane(setup, jobs, () => (o.signal?.aborted ? undefined : jobs[next++]), record)));
  }
  return summarize(o, results, (performance.now() - started) / 1000);
}

/** A worker thread that plays the jobs `take` hands it, one at a time, until none is left. */
function workerLane(setup: GameSetup, jobs: GauntletJob[], take: () => GauntletJob | undefined, record: (g: GauntletGame) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = spawnWorker({ role: "games", setup });
    let finished = false;
    const finish = (e?: unknown) => {
      if (finished) return;
      finished = true;
      void w.terminate();
      if (e) reject(e);
      else resolve();
    };
    const feed = () => {
      const job = take();
      if (!job) finish();
      else w.postMessage({ type: "game", job });
    };
    w.on("message", (m: { type: "done"; game: GauntletGame } | { type: "error"; index: number; message: string }) => {
      if (m.type === "error") return finish(new Error(`gauntlet game ${m.index} (seed ${jobs[m.index]?.seed}) failed: ${m.message}`));
      record(m.game);
      feed();
    });
    w.on("error", (e) => finish(e));
    w.on("exit", (code) => finish(code ? new Error(`gauntlet worker exited (code ${code})`) : undefined));
    feed();
  });
}

/** The worker side (worker.ts hands its port here when started with `role: "games"`). */
export function serveGames(port: MessagePort, setup: GameSetup): void {
  port.on("message", (m: { type: "game"; job: GauntletJob }) => {
    if (m.type !== "game") return;
    playGauntletGame(setup, m.job).then(
      (game) => port.postMessage({ type: "done", game }),
      (e) => port.postMessage({ type: "error", index: m.job.index, message: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
  });
}

function summarize(o: GauntletOptions, results: (GauntletGame | undefined)[], seconds: number): GauntletResult {
  const n = o.decks.length;
  const grid = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const wins = grid();
  const games = grid();
  const perDeck = o.decks.map(() => ({ wins: 0, draws: 0, games: 0 }));
  const twoAis = o.ai[0] !== o.ai[1];
  const played: GauntletGame[] = [];
  let draws = 0;
  let turns = 0;
  for (const g of results) {
    if (!g) continue;
    played.push(g);
    turns += g.turns;
    if (g.winner === "draw") draws++;
    games[g.row]![g.col]!++;
    if (g.winner === "row") wins[g.row]![g.col]!++;
    // One AI: the column deck's side of the game is a game of that deck too (the matrix is filled both ways).
    if (!twoAis) {
      games[g.col]![g.row]!++;
      if (g.winner === "col") wins[g.col]![g.row]!++;
    }
    const sides: [number, boolean][] = twoAis ? [[g.row, g.winner === "row"]] : [[g.row, g.winner === "row"], [g.col, g.winner === "col"]];
    for (const [d, won] of sides) {
      perDeck[d]!.games++;
      if (won) perDeck[d]!.wins++;
      if (g.winner === "draw") perDeck[d]!.draws++;
    }
  }
  return {
    ai: o.ai, seed: o.seed, gamesPerPairing: o.games,
    decks: o.decks.map((d, i) => ({ key: d.key, name: d.name, ...perDeck[i]!, interval: wilson(perDeck[i]!.wins, perDeck[i]!.games) })),
    matrix: { wins, games },
    games: played, draws, averageTurns: played.length ? turns / played.length : 0, seconds,
  };
}
