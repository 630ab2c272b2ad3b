/**
 * `moxen gauntlet --ai X[,Y] --games N --seed S [--decks era|all|A,B,…] [--parallel P] [--json]`:
 * every pairing of the decks, N games each (half with each deck first), in parallel on the cores;
 * each deck's share of wins with its 95% interval, its wins against Zoo, and the matrix.
 */
import { availableParallelism } from "node:os";
import { DEFAULT_TURN_CAP } from "../../host/ai/match-runner";
import { runGauntlet, type GauntletDeck, type GauntletResult } from "../../host/ai/gauntlet";
import { formatTrace } from "../../host/ai/trace";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import { benchmarkDecks, DeckError, resolveDeck } from "../../host/play/decks";
import { parseArgs, UsageError } from "../args";
import type { Command } from "../command";

export const gauntletCommand: Command = {
  name: "gauntlet",
  summary: "Play every pairing of the era decks between computer players; wins per deck and the matrix",
  usage: `Usage: moxen gauntlet --ai X[,Y] [--games N] [--seed S] [--decks era|all|A,B,…] [--parallel P] [--json]

Plays every pairing of the decks, N games a pairing: the row deck goes first in half of them,
the column deck in the other half. Prints each deck's share of wins with its 95% interval
(Wilson), its wins against Zoo, and the matrix of wins (row deck against column deck). The same
seed gives the same result whatever --parallel (the strong player excepted: it thinks on the clock).

  --ai X or X,Y   random | heuristic | strong. One AI: both sides, each pair of different decks.
                  Two: every deck piloted by X (the rows) against every deck piloted by Y (the
                  columns), mirrors included; a deck's share is then X's with it
  --games N       games a pairing (default 12)
  --seed S        the gauntlet's seed (default 1)
  --decks D       era (default: the decks of resources/decks/era/), all (the starter decks too),
                  or a comma-separated list of built-in deck names or deck files
  --versus NAME   the deck whose column the table repeats (default zoo)
  --parallel P    games played at once, each lane in its own worker thread (default: the cores,
                  ${availableParallelism()} here; 1 plays in this thread)
  --budget MS     the strong AI's thinking time per decision (default 2000)
  --turn-cap T    a game still going after turn T is a draw (default ${DEFAULT_TURN_CAP})
  --explain       print each computer decision's options and scores (plays in this thread, --parallel 1)
  --json          print one object: {"ai","seed","gamesPerPairing","decks":[{"key","name","wins",
                  "draws","games","share","interval":[lo,hi],"versus":{"wins","games"}}],
                  "matrix":{"decks":[keys],"wins":[[…]],"games":[[…]]},"draws","averageTurns","seconds"};
                  with --explain, one JSON line per decision before it`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      ai: { type: "string" },
      games: { type: "int", min: 1, max: 100_000, default: 12 },
      seed: { type: "int", default: 1 },
      decks: { type: "string", default: "era" },
      versus: { type: "string", default: "zoo" },
      parallel: { type: "int", min: 1, max: 64 },
      budget: { type: "int", min: 1, max: 600_000, default: 2000 },
      "turn-cap": { type: "int", min: 1, max: 10_000, default: DEFAULT_TURN_CAP },
      explain: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    });
    if (!options.ai) throw new UsageError("--ai is required (one AI, or two separated by a comma)");
    const parts = options.ai.split(",").map((s) => s.trim());
    if (parts.length > 2 || parts.some((p) => !p)) throw new UsageError(`--ai takes one AI or two separated by a comma, got "${options.ai}"`);
    for (const k of parts) if (!AI_KINDS.includes(k as AiKind)) throw new UsageError(`--ai: unknown AI "${k}" (random, heuristic or strong)`);
    const ai = [parts[0], parts[1] ?? parts[0]] as [AiKind, AiKind];
    const decks = gauntletDecks(options.decks);
    if (decks.length < 2) throw new UsageError(`--decks: a gauntlet needs at least two decks, got ${decks.length}`);
    if (options.explain && options.parallel !== undefined && options.parallel > 1) throw new UsageError("--explain plays in this thread: leave out --parallel or give 1");

    const tty = !options.json && !options.explain && process.stderr.isTTY;
    const controller = new AbortController();
    const onSigint = () => controller.abort();
    process.once("SIGINT", onSigint);
    let r: GauntletResult;
    try {
      r = await runGauntlet({
        decks, ai, games: options.games, seed: options.seed, parallel: options.parallel, budgetMs: options.budget,
        turnCap: options["turn-cap"], signal: controller.signal,
        onGame: tty ? (done, total) => process.stderr.write(`\r\x1b[K${done}/${total} games`) : undefined,
        trace: options.explain
          ? (game, seat, e) => console.log(options.json ? JSON.stringify({ game, seat, ...e }) : formatTrace(e, `[game ${game}] `))
          : undefined,
      });
    } finally {
      process.off("SIGINT", onSigint);
      if (tty) process.stderr.write("\r\x1b[K");
    }
    const versus = decks.findIndex((d) => d.key === options.versus || d.name.toLowerCase() === options.versus.toLowerCase());
    if (options.json) {
      console.log(JSON.stringify({
        ai: r.ai, seed: r.seed, gamesPerPairing: r.gamesPerPairing,
        decks: r.decks.map((d, i) => ({
          key: d.key, name: d.name, wins: d.wins, draws: d.draws, games: d.games, share: round(d.wins / Math.max(1, d.games), 4),
          interval: d.interval.map((x) => round(x, 4)),
          ...(versus >= 0 && versus !== i ? { versus: { deck: decks[versus]!.key, wins: r.matrix.wins[i]![versus], games: r.matrix.games[i]![versus] } } : {}),
        })),
        matrix: { decks: decks.map((d) => d.key), wins: r.matrix.wins, games: r.matrix.games },
        draws: r.draws, averageTurns: round(r.averageTurns, 2), seconds: round(r.seconds, 1),
      }));
      return controller.signal.aborted ? 130 : 0;
    }
    console.log(renderGauntlet(r, versus, options["turn-cap"], options.budget));
    return controller.signal.aborted ? 130 : 0;
  },
};

/** The decks a `--decks` value names. */
export function gauntletDecks(spec: string): GauntletDeck[] {
  const all = benchmarkDecks();
  const starter = new Set(benchmarkDecks(undefined, { era: false }).keys());
  const pick = (keep: (key: string) => boolean) => [...all.entries()].filter(([k]) => keep(k)).map(([key, d]) => ({ key, name: d.name, cards: d.cards }));
  if (spec === "era") return pick((k) => !starter.has(k));
  if (spec === "all") return pick(() => true);
  const out: GauntletDeck[] = [];
  for (const item of spec.split(",").map((s) => s.trim()).filter(Boolean)) {
    try {
      const d = resolveDeck(item);
      const key = [...all.entries()].find(([, x]) => x === d)?.[0] ?? item.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "");
      if (out.some((x) => x.key === key)) throw new UsageError(`--decks: "${item}" is listed twice`);
      out.push({ key, name: d.name, cards: d.cards });
    } catch (e) {
      if (e instanceof DeckError || (e as NodeJS.ErrnoException).code === "ENOENT") throw new UsageError(`--decks: ${(e as Error).message}`);
      throw e;
    }
  }
  return out;
}

/** The text report: the table (best first) and the matrix. */
export function renderGauntlet(r: GauntletResult, versus: number, turnCap: number, budget: number): string {
  const two = r.ai[0] !== r.ai[1];
  const total = r.games.length;
  const lines = [
    `moxen gauntlet: ${r.decks.length} decks, ${r.gamesPerPairing} games a pairing (each deck first in half), ${two ? `${r.ai[0]} (rows) against ${r.ai[1]}` : `${r.ai[0]} against ${r.ai[1]}`}, seed ${r.seed}, turn cap ${turnCap}${r.ai.includes("strong") ? `, strong budget ${budget} ms` : ""}`,
    `${total} games in ${r.seconds.toFixed(1)} s, ${r.draws} draws, average ${r.averageTurns.toFixed(1)} turns`,
    "",
  ];
  const vsName = versus >= 0 ? r.decks[versus]!.name : "";
  const width = Math.max(4, ...r.decks.map((d) => d.name.length));
  const head = `| ${"deck".padEnd(width)} | wins in the gauntlet | 95% interval | wins/games |${versus >= 0 ? ` against ${vsName} |` : ""}`;
  lines.push(head, head.replace(/[^|]/g, "-"));
  const order = r.decks.map((_, i) => i).sort((a, b) => share(r.decks[b]!) - share(r.decks[a]!));
  for (const i of order) {
    const d = r.decks[i]!;
    const vs = versus >= 0 && (two || versus !== i) ? `${r.matrix.wins[i]![versus]} of ${r.matrix.games[i]![versus]}` : "";
    lines.push(`| ${d.name.padEnd(width)} | ${pct(share(d)).padStart(20)} | ${`${pct(d.interval[0])}–${pct(d.interval[1])}`.padStart(12)} | ${`${d.wins}/${d.games}`.padStart(10)} |${versus >= 0 ? ` ${vs.padStart(9 + vsName.length)} |` : ""}`);
  }
  lines.push("", `Wins of the row deck${two ? ` (${r.ai[0]})` : ""} against the column deck${two ? ` (${r.ai[1]})` : ""}, of ${r.gamesPerPairing} games:`);
  const abbrev = r.decks.map((d) => d.key.slice(0, 6));
  lines.push(`${"".padEnd(width)}  ${abbrev.map((a) => a.padStart(6)).join(" ")}`);
  for (const i of order) {
    const cells = r.decks.map((_, j) => (!two && i === j ? "·" : String(r.matrix.wins[i]![j])));
    lines.push(`${r.decks[i]!.name.padEnd(width)}  ${cells.map((c) => c.padStart(6)).join(" ")}`);
  }
  return lines.join("\n");
}

const share = (d: { wins: number; games: number }) => d.wins / Math.max(1, d.games);
const pct = (x: number) => `${Math.round(x * 100)}%`;
const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
