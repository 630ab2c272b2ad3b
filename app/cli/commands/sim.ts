/**
 * `moxen sim --decks A,B --ai X,Y --games N [--seed S] [--json]`: games between computer players,
 * alternating who goes first; wins with a 95% confidence interval, draws, turns, speed and
 * decision times per side.
 */
import { runSim, wilson, type SimResult } from "../../host/ai/sim";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import { DEFAULT_TURN_CAP } from "../../host/ai/match-runner";
import { formatTrace } from "../../host/ai/trace";
import { benchmarkDecks, DeckError, eraDecks, resolveDeck } from "../../host/play/decks";
import { parseArgs, UsageError } from "../args";
import type { Command } from "../command";

export const simCommand: Command = {
  name: "sim",
  summary: "Play games between computer opponents and report wins, turns and speed",
  usage: `Usage: moxen sim --decks A,B --ai X,Y --games N [--seed S] [--explain] [--json]

Plays N games: side 1 uses deck A and AI X, side 2 deck B and AI Y. Side 1 goes first in odd
games and second in even ones. Prints each side's wins with a 95% confidence interval (Wilson),
draws, average turns, games per second and average decision time (decisions with a choice).

  --decks A,B     benchmark deck names (red-green-beats, white-blue-skies, blue-black-control,
                  black-red-raiders; a unique prefix will do) or deck file paths; "all" plays
                  every pairing of the built-in decks in turn (the starters and the era decks,
                  mirrors included), each pairing once with each side going first; "era" the
                  same with the era decks only (resources/decks/era), "starters" with the six
                  starter decks only
  --ai X,Y        beginner | heuristic | strong | random
  --games N       games to play (default 20)
  --seed S        first game's seed (default 1)
  --budget MS     the strong AI's thinking time per decision (default 2000)
  --budget-samples N
                  the strong AI plays up to N samples a decision whatever the time it takes,
                  instead of its time budget: the same search on a quiet or a loaded machine
                  (for measuring; the product keeps the time budget)
  --turn-cap T    a game still going after turn T is a draw (default ${DEFAULT_TURN_CAP})
  --parallel P    games played at once (default 1); more than one helps only players that
                  think in worker threads
  --thread T      where the players think: auto (default: the strong player in a worker
                  thread, the others in this one, which is ~5x faster for them), worker, inline
  --explain       print, for each computer decision with a choice, the options it weighed with
                  their scores, the one chosen and the game's context (turn, step, life, hand);
                  with --json, one JSON line per decision ({"game","side",…}) before the result
  --json          print one object: {"games","wins":[first,second],"draws","averageTurns",
                  "gamesPerSecond","averageDecisionMs":[first,second]} in the order of --ai`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      decks: { type: "string" },
      ai: { type: "string" },
      games: { type: "int", min: 1, max: 1_000_000, default: 20 },
      seed: { type: "int", default: 1 },
      budget: { type: "int", min: 1, max: 600_000, default: 2000 },
      "budget-samples": { type: "int", min: 1, max: 100_000 },
      "turn-cap": { type: "int", min: 1, max: 10_000, default: DEFAULT_TURN_CAP },
      parallel: { type: "int", min: 1, max: 64, default: 1 },
      thread: { type: "string", default: "auto" },
      explain: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    });
    const ai = pair(options.ai, "--ai") as [AiKind, AiKind];
    const thread = options.thread;
    if (thread !== "auto" && thread !== "worker" && thread !== "inline") throw new UsageError(`--thread: "${thread}" is not auto, worker or inline`);
    for (const k of ai) if (!AI_KINDS.includes(k)) throw new UsageError(`--ai: unknown AI "${k}" (beginner, heuristic, strong or random)`);
    let decks: [{ name: string; cards: string[] }, { name: string; cards: string[] }];
    let pairs: [string[], string[]][];
    if (options.decks === "all" || options.decks === "era" || options.decks === "starters") {
      const set = options.decks;
      const bench = set === "all" ? [...benchmarkDecks().values()] : set === "starters" ? [...benchmarkDecks(undefined, { era: false }).values()] : eraDecks();
      pairs = bench.flatMap((x) => bench.map((y) => [x.cards, y.cards] as [string[], string[]]));
      const name = set === "all" ? "benchmark decks" : set === "era" ? "era decks" : "starter decks";
      decks = [{ name, cards: [] }, { name, cards: [] }];
    } else {
      const deckNames = pair(options.decks, "--decks");
      try {
        decks = [resolveDeck(deckNames[0]), resolveDeck(deckNames[1])];
      } catch (e) {
        if (e instanceof DeckError || (e as NodeJS.ErrnoException).code === "ENOENT") throw new UsageError(`--decks: ${(e as Error).message}`);
        throw e;
      }
      pairs = [[decks[0].cards, decks[1].cards]];
    }
    const tty = !options.json && !options.explain && process.stderr.isTTY;
    const controller = new AbortController();
    const onSigint = () => controller.abort();
    process.once("SIGINT", onSigint);
    let r: SimResult;
    if (tty) process.stderr.write(`[${".".repeat(30)}] 0/${options.games}`);
    try {
      r = await runSim({
        decks: pairs, ai, games: options.games, seed: options.seed, budgetMs: options.budget,
        budgetSamples: options["budget-samples"], turnCap: options["turn-cap"], parallel: options.parallel, signal: controller.signal,
        inline: thread === "auto" ? undefined : thread === "inline",
        onTrace: options.explain
          ? (game, side, e) => console.log(options.json ? JSON.stringify({ game, side, ...e }) : formatTrace(e, `[game ${game + 1}, side ${side + 1}] `))
          : undefined,
        onGame: tty ? (done, partial) => progress(done, options.games, partial, ai)
          // Explained games end with who won (side 1 or 2, 0 for a draw), to set decisions against results.
          : options.explain ? (_done, _partial, rec) => console.log(options.json ? JSON.stringify({ game: rec.index, winner: rec.winner === "A" ? 1 : rec.winner === "B" ? 2 : 0, turns: rec.turns }) : `[game ${rec.index + 1}] ${rec.winner === "A" ? "side 1 wins" : rec.winner === "B" ? "side 2 wins" : "a draw"} (${rec.turns} turns)`)
          : undefined,
      });
    } finally {
      process.off("SIGINT", onSigint);
      if (tty) process.stderr.write("\r\x1b[K");
    }
    if (options.json) {
      console.log(JSON.stringify({
        games: r.games, wins: r.wins, draws: r.draws, averageTurns: round(r.averageTurns, 2),
        gamesPerSecond: round(r.gamesPerSecond, 4), averageDecisionMs: r.averageDecisionMs.map((x) => round(x, 3)),
      }));
      return controller.signal.aborted ? 130 : 0;
    }
    const label = [`${ai[0]} (${decks[0].name})`, `${ai[1]} (${decks[1].name})`];
    const width = Math.max(...label.map((l) => l.length));
    console.log(`moxen sim: ${r.games} games, seed ${options.seed}${ai.includes("strong") ? `, strong budget ${options["budget-samples"] ? `${options["budget-samples"]} samples` : `${options.budget} ms`}` : ""}, turn cap ${options["turn-cap"]}`);
    for (const i of [0, 1] as const) {
      const [lo, hi] = wilson(r.wins[i], r.games);
      console.log(`  ${label[i]!.padEnd(width)}  wins ${String(r.wins[i]).padStart(4)}  ${pct(r.wins[i] / Math.max(1, r.games))}  95% CI ${pct(lo)}–${pct(hi)}  decision avg ${r.averageDecisionMs[i].toFixed(2)} ms, p95 ${r.decisionP95Ms[i].toFixed(2)} ms`);
    }
    console.log(`  draws ${r.draws}   average turns ${r.averageTurns.toFixed(1)}   ${r.gamesPerSecond.toFixed(3)} games/s (${r.seconds.toFixed(1)} s)`);
    return controller.signal.aborted ? 130 : 0;
  },
};

function pair(v: string | undefined, flag: string): [string, string] {
  if (!v) throw new UsageError(`${flag} is required (two values separated by a comma)`);
  const parts = v.split(",").map((s) => s.trim());
  if (parts.length !== 2 || parts.some((p) => !p)) throw new UsageError(`${flag} needs exactly two values separated by a comma, got "${v}"`);
  return [parts[0]!, parts[1]!];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

function progress(done: number, total: number, r: SimResult, ai: [string, string]): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const eta = r.gamesPerSecond > 0 ? (total - done) / r.gamesPerSecond : 0;
  process.stderr.write(`\r\x1b[K[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}  ${ai[0]} ${r.wins[0]} · ${ai[1]} ${r.wins[1]} · draws ${r.draws}  ETA ${Math.ceil(eta)} s`);
}
