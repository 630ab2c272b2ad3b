/**
 * `moxen sim`'s engine: N games between two computer players with two decks, alternating who
 * goes first, with wins, draws, turns, speed and decision times per side.
 */
import type { PlayerId } from "../../../engine/index";
import { percentile } from "./stats";
import { playAiGame, seedWithFirstPlayer, type GameRecord } from "./match-runner";
import { createAiPlayer } from "./player";
import type { TraceEntry } from "./trace";
import type { AiKind, AiPlayer } from "./types";

export interface SimOptions {
  /**
   * Side 0's and side 1's decks (card names). With several pairs, game g uses pair ⌊g/2⌋ (mod the
   * number of pairs), so each pairing is played once with each side going first.
   */
  decks: [string[], string[]] | [string[], string[]][];
  ai: [AiKind, AiKind];
  games: number;
  seed: number;
  budgetMs?: number;
  /** The strong AI's samples per decision instead of its time budget (AiOptions.budgetSamples). */
  budgetSamples?: number;
  turnCap?: number;
  /** Games played at once (each with its own two workers). */
  parallel?: number;
  inline?: boolean;
  onGame?: (done: number, result: SimResult, game: GameRecord & { side0: PlayerId; index: number }) => void;
  signal?: AbortSignal;
  /** The players' explanations of their decisions (trace.ts), with the game's index and the side (0 or 1). */
  onTrace?: (game: number, side: 0 | 1, entry: TraceEntry) => void;
}

export interface SimResult {
  games: number;
  wins: [number, number];
  draws: number;
  averageTurns: number;
  gamesPerSecond: number;
  averageDecisionMs: [number, number];
  /** 95th percentile of decision times per side (decisions with a choice). */
  decisionP95Ms: [number, number];
  /** Games where side 0 went first. */
  side0First: number;
  seconds: number;
}

export async function runSim(o: SimOptions): Promise<SimResult> {
  const started = performance.now();
  const wins: [number, number] = [0, 0];
  let draws = 0;
  let turns = 0;
  let done = 0;
  let side0First = 0;
  const times: [number[], number[]] = [[], []];
  const result = (): SimResult => ({
    games: done, wins: [...wins], draws, averageTurns: done ? turns / done : 0,
    gamesPerSecond: done / Math.max(1e-9, (performance.now() - started) / 1000),
    averageDecisionMs: [mean(times[0]), mean(times[1])],
    decisionP95Ms: [percentile([...times[0]].sort((a, b) => a - b), 95) || 0, percentile([...times[1]].sort((a, b) => a - b), 95) || 0],
    side0First, seconds: (performance.now() - started) / 1000,
  });

  const lanes = Math.max(1, Math.min(o.parallel ?? 1, o.games));
  let next = 0;
  const lane = async () => {
    let g = -1;
    const trace = (side: 0 | 1) => (o.onTrace ? { trace: (e: TraceEntry) => o.onTrace!(g, side, e) } : {});
    const players: [AiPlayer, AiPlayer] = [
      createAiPlayer(o.ai[0], { seed: o.seed * 31 + 1, budgetMs: o.budgetMs, budgetSamples: o.budgetSamples, inline: o.inline, ...trace(0) }),
      createAiPlayer(o.ai[1], { seed: o.seed * 31 + 2, budgetMs: o.budgetMs, budgetSamples: o.budgetSamples, inline: o.inline, ...trace(1) }),
    ];
    try {
      while (next < o.games && !o.signal?.aborted) {
        g = next++;
        // Side 0 sits in seat A and goes first in even games, second in odd ones.
        const pairs = (Array.isArray(o.decks[0]) && Array.isArray(o.decks[0][0]) ? o.decks : [o.decks]) as [string[], string[]][];
        const pair = pairs[Math.floor(g / 2) % pairs.length]!;
        const decks = { A: pair[0], B: pair[1] };
        const first: PlayerId = g % 2 === 0 ? "A" : "B";
        const seed = seedWithFirstPlayer(o.seed + g, decks, first);
        players[0].newGame({ deck: pair[0], opponentDeck: pair[1] });
        players[1].newGame({ deck: pair[1], opponentDeck: pair[0] });
        const rec = await playAiGame({ seed, decks, players: { A: players[0], B: players[1] }, turnCap: o.turnCap, signal: o.signal });
        if (rec.state.firstPlayer === "A") side0First++;
        if (rec.winner === "A") wins[0]++;
        else if (rec.winner === "B") wins[1]++;
        else draws++;
        turns += rec.turns;
        times[0].push(...rec.decisionMs.A);
        times[1].push(...rec.decisionMs.B);
        done++;
        o.onGame?.(done, result(), { ...rec, side0: "A", index: g });
      }
    } finally {
      await Promise.all(players.map((p) => p.close()));
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return result();
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

/** Wilson score interval for `wins` successes out of `n` (95% by default). */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}
