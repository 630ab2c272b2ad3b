/**
 * `moxen bench engine`: random play with the benchmark decks, timing every call of `apply` and
 * `legalActions`. Figures only; nothing here is a test.
 */
import { benchmarkDecks } from "../../../host/play/decks";
import { playRandomGame } from "../../../host/play/random-game";
import { parseArgs } from "../../args";
import type { Command } from "../../command";
import { percentile, printReport } from "./report";

export const engineBench: Command = {
  name: "engine",
  summary: "actions per second, apply/legalActions latency and games per second in random play",
  usage: `Usage: moxen bench engine [--json] [--games N] [--seed S]

  --games N   random games to play (default 20), each capped at 3000 actions
  --seed S    first game's seed (default 1)`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      games: { type: "int", min: 1, max: 100_000, default: 20 },
      seed: { type: "int", default: 1 },
    });
    const decks = [...benchmarkDecks().values()];
    const timing = { apply: [] as number[], legal: [] as number[] };
    let actions = 0;
    let finished = 0;
    const started = performance.now();
    for (let i = 0; i < options.games; i++) {
      const A = decks[i % decks.length]!;
      const B = decks[(i + 1 + Math.floor(i / decks.length)) % decks.length]!;
      const g = playRandomGame({ seed: options.seed + i, decks: { A: A.cards, B: B.cards }, maxActions: 3000, timing });
      actions += g.actions.length;
      if (g.finished) finished++;
    }
    const secs = (performance.now() - started) / 1000;
    const us = (xs: number[]) => xs.map((x) => x * 1000).sort((a, b) => a - b);
    const ap = us(timing.apply);
    const lg = us(timing.legal);
    printReport("engine", [
      { key: "games", label: "games played", value: options.games, unit: "" },
      { key: "games_finished", label: "games that ended (not capped)", value: finished, unit: "" },
      { key: "actions_per_second", label: "actions per second (incl. legalActions)", value: Math.round(actions / secs), unit: "/s" },
      { key: "apply_p50_us", label: "apply median", value: percentile(ap, 50), unit: "µs" },
      { key: "apply_p99_us", label: "apply p99", value: percentile(ap, 99), unit: "µs" },
      { key: "legal_p50_us", label: "legalActions median", value: percentile(lg, 50), unit: "µs" },
      { key: "legal_p99_us", label: "legalActions p99", value: percentile(lg, 99), unit: "µs" },
      { key: "games_per_second", label: "full games per second", value: options.games / secs, unit: "/s" },
    ], options.json, { seed: options.seed });
    return 0;
  },
};
