/**
 * `moxen bench engine`: random play with the benchmark decks, timing every call of `apply` and
 * `legalActions`; and how `legalActions` and `apply` scale with the size of the board, on
 * positions with 5 to 80 permanents a side; and the state hash of the 40-a-side board. Figures only; nothing here is a test.
 */
import { apply, deserialize, hash, legalActionList, legalActions, serialize, whoMustAct, type GameState } from "../../../../engine/index";
import { startScenario } from "../../../../engine/scenario/run";
import type { Scenario } from "../../../../engine/scenario/format";
import { benchmarkDecks } from "../../../host/play/decks";
import { playRandomGame } from "../../../host/play/random-game";
import { parseArgs, UsageError } from "../../args";
import type { Command } from "../../command";
import { percentile, printReport, type Figure } from "./report";

/** The board sizes of the scaling table: permanents on each side. */
export const BOARD_SIZES = [5, 10, 20, 40, 80];
const SMALL_HAND = ["Lightning Bolt", "Giant Growth"];
const FULL_HAND = [...SMALL_HAND, "Fireball", "Earthquake", "Stone Rain", "Shivan Dragon"];
const CREATURES = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Sengir Vampire", "Llanowar Elves", "Shivan Dragon", "White Knight", "Prodigal Sorcerer"];

/**
 * A midgame position: A is active in its first main phase, each side has `n` permanents (about
 * half lands, the rest creatures and a few other permanents), A holds `hand`, and A's lands can
 * pay for everything in it.
 */
export function boardScenario(n: number, hand: string[], tokens = 0): Scenario {
  const side = (p: "A" | "B") => {
    const out: (string | { card: string; tapped?: boolean; token?: boolean })[] = [];
    for (let i = 0; i < n; i++) {
      if (i % 2 === 0) out.push(p === "A" ? (i % 4 === 0 ? "Mountain" : "Taiga") : i % 4 === 0 ? "Plains" : "Swamp");
      else if (i % 10 === 9) out.push(p === "A" ? "Castle" : "Crusade");
      else out.push(CREATURES[(i + (p === "B" ? 3 : 0)) % CREATURES.length]!);
    }
    // `tokens` of the n are tokens (CR 111): 1/1 Saprolings, as long games with Thallids have,
    // in place of the last nonland permanents.
    for (let i = out.length - 1, left = tokens; i >= 0 && left > 0; i -= 1) if (i % 2 === 1) (out[i] = { card: "Saproling Token", token: true }), left--;
    return out;
  };
  const lib = Array.from({ length: 20 }, () => "Forest");
  return {
    format: "moxen-scenario/1", name: `bench board ${n}${tokens ? `, ${tokens} of them tokens` : ""}`, turn: { number: 7, active: "A", step: "precombat_main" },
    players: { A: { battlefield: side("A"), hand, library: lib }, B: { battlefield: side("B"), hand: ["Counterspell", "Terror"], library: lib } },
  } as Scenario;
}

/** Median microseconds of `fn` over `runs` calls (after a warm-up). */
function timeMedian(fn: () => void, runs: number): number {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  const ts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    ts.push((performance.now() - t) * 1000);
  }
  return percentile(ts.sort((a, b) => a - b), 50);
}

export interface ScalingRow {
  permanents: number;
  legal_small_us: number;
  legal_full_us: number;
  apply_pass_us: number;
}

/** The board of 40 permanents a side, 20 of them tokens (a separate row: the others stay comparable). */
export const TOKEN_BOARD = { permanents: 40, tokens: 20 };

export function tokenRow(runs = 200): ScalingRow & { tokens: number } {
  const { permanents: n, tokens } = TOKEN_BOARD;
  const small: GameState = startScenario(boardScenario(n, SMALL_HAND, tokens)).state;
  const full: GameState = startScenario(boardScenario(n, FULL_HAND, tokens)).state;
  return {
    permanents: n, tokens,
    legal_small_us: timeMedian(() => legalActions(small, "A"), runs),
    legal_full_us: timeMedian(() => legalActions(full, "A"), runs),
    apply_pass_us: timeMedian(() => apply(full, { type: "pass", player: "A" }), runs),
  };
}

/**
 * The state hash (hash(): canonical JSON, then SHA-256) of the board of 40 permanents a side, fuller
 * hand: `after_action_us` on a chain of states, each one action (a pass where one is legal) after
 * the one hashed before it, as a match hashes them (what did not change since is not worked out
 * again: objects' canonical JSON and, engine/core/sha256.ts, the hasher's state over the unchanged
 * prefix); `whole_us` on a copy of the state none of which was hashed before.
 */
export function hashRow(runs = 200): { permanents: number; after_action_us: number; whole_us: number; chars: number } {
  const n = 40;
  const start: GameState = startScenario(boardScenario(n, FULL_HAND)).state;
  const chain: GameState[] = [start];
  for (let s = start; chain.length < runs + 40 && !s.outcome; ) {
    const options = legalActionList(s, whoMustAct(s)!);
    const r = apply(s, options.find((a) => a.type === "pass") ?? options[0]!);
    if (!r.ok) break;
    chain.push((s = r.state));
  }
  const after: number[] = [];
  chain.forEach((s, i) => {
    const t = performance.now();
    hash(s);
    if (i >= 20) after.push((performance.now() - t) * 1000);
  });
  const text = serialize(start);
  const copies = Array.from({ length: Math.min(runs, 60) + 10 }, () => deserialize(text));
  const whole: number[] = [];
  copies.forEach((s, i) => {
    const t = performance.now();
    hash(s);
    if (i >= 10) whole.push((performance.now() - t) * 1000);
  });
  const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  return { permanents: n, after_action_us: median(after), whole_us: median(whole), chars: text.length };
}

export function scalingTable(runs = 200): ScalingRow[] {
  return BOARD_SIZES.map((n) => {
    const small: GameState = startScenario(boardScenario(n, SMALL_HAND)).state;
    const full: GameState = startScenario(boardScenario(n, FULL_HAND)).state;
    return {
      permanents: n,
      legal_small_us: timeMedian(() => legalActions(small, "A"), runs),
      legal_full_us: timeMedian(() => legalActions(full, "A"), runs),
      apply_pass_us: timeMedian(() => apply(full, { type: "pass", player: "A" }), runs),
    };
  });
}

export const engineBench: Command = {
  name: "engine",
  summary: "random play (apply/legalActions latency, games per second) and scaling with the board's size",
  usage: `Usage: moxen bench engine [--json] [--decks starter|all] [--games N] [--seed S] [--runs R]

  --decks D   the decks the random games play: "all" (default) the sixteen built-in decks,
              "starter" only the six starter decks (the set the engine before batch 2
              benchmarked, for side-by-side comparisons with it)
  --without L decks to leave out, by name, comma-separated (side by side with an engine
              that lacks their cards: "--without white-weenie" against the engine before batch 4)
  --games N   random games to time (default 50), each capped at 3000 actions
  --warmup W  random games played first, untimed, so that the JIT has compiled the
              engine (default 20); the cold figure is reported as well
  --seed S    first game's seed (default 1)
  --runs R    timed calls per cell of the scaling table (default 200)`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      decks: { type: "string", default: "all" },
      without: { type: "string", default: "" },
      games: { type: "int", min: 1, max: 100_000, default: 50 },
      warmup: { type: "int", min: 0, max: 100_000, default: 20 },
      seed: { type: "int", default: 1 },
      runs: { type: "int", min: 5, max: 100_000, default: 200 },
    });
    if (options.decks !== "all" && options.decks !== "starter") throw new UsageError(`--decks must be starter or all, got "${options.decks}"`);
    const all = benchmarkDecks(undefined, { era: options.decks === "all" });
    const without = options.without.split(",").map((x) => x.trim()).filter(Boolean);
    for (const name of without) if (!all.delete(name)) throw new UsageError(`--without: no built-in deck is named "${name}" (${[...all.keys()].join(", ")})`);
    const decks = [...all.values()];
    const play = (i: number, timing?: { apply: number[]; legal: number[] }) => {
      const A = decks[i % decks.length]!;
      const B = decks[(i + 1 + Math.floor(i / decks.length)) % decks.length]!;
      return playRandomGame({ seed: options.seed + i, decks: { A: A.cards, B: B.cards }, maxActions: 3000, ...(timing ? { timing } : {}) });
    };
    // Warm-up: a fresh process compiles the engine as it first runs each part of it (V8's
    // tiers), which costs as much as the games themselves. Timed separately.
    const coldStart = performance.now();
    for (let i = 0; i < options.warmup; i++) play(options.games + i);
    const coldSecs = (performance.now() - coldStart) / 1000;
    const timing = { apply: [] as number[], legal: [] as number[] };
    let actions = 0;
    let finished = 0;
    const started = performance.now();
    for (let i = 0; i < options.games; i++) {
      const g = play(i, timing);
      actions += g.actions.length;
      if (g.finished) finished++;
    }
    const secs = (performance.now() - started) / 1000;
    const us = (xs: number[]) => xs.map((x) => x * 1000).sort((a, b) => a - b);
    const ap = us(timing.apply);
    const lg = us(timing.legal);
    const both = us(timing.apply.map((a, i) => a + (timing.legal[i] ?? 0)));
    const table = scalingTable(options.runs);
    const figures: Figure[] = [
      { key: "games", label: "random games played", value: options.games, unit: "" },
      { key: "games_finished", label: "games that ended (not capped)", value: finished, unit: "" },
      { key: "actions_per_game", label: "actions per game", value: Math.round(actions / options.games), unit: "" },
      { key: "actions_per_second", label: "actions per second (incl. legalActions)", value: Math.round(actions / secs), unit: "/s" },
      { key: "apply_p50_us", label: "apply median", value: percentile(ap, 50), unit: "µs" },
      { key: "apply_p99_us", label: "apply p99", value: percentile(ap, 99), unit: "µs" },
      { key: "legal_p50_us", label: "legalActions median", value: percentile(lg, 50), unit: "µs" },
      { key: "legal_p99_us", label: "legalActions p99", value: percentile(lg, 99), unit: "µs" },
      { key: "apply_legal_p50_us", label: "apply + legalActions median", value: percentile(both, 50), unit: "µs" },
      { key: "games_per_second", label: "full random games per second (after the warm-up)", value: options.games / secs, unit: "/s" },
    ];
    if (options.warmup) figures.push({ key: "warmup_games_per_second", label: `the ${options.warmup} warm-up games, from a fresh process`, value: options.warmup / coldSecs, unit: "/s" });
    for (const r of table) {
      figures.push(
        { key: `legal_${r.permanents}_small_us`, label: `legalActions, ${r.permanents} permanents a side, Bolt + Giant Growth`, value: r.legal_small_us, unit: "µs" },
        { key: `legal_${r.permanents}_full_us`, label: `legalActions, ${r.permanents} permanents a side, fuller hand`, value: r.legal_full_us, unit: "µs" },
        { key: `apply_pass_${r.permanents}_us`, label: `apply of a pass, ${r.permanents} permanents a side`, value: r.apply_pass_us, unit: "µs" },
      );
    }
    const t = tokenRow(options.runs);
    figures.push(
      { key: `legal_${t.permanents}_tokens_${t.tokens}_small_us`, label: `legalActions, ${t.permanents} permanents a side (${t.tokens} of them tokens), Bolt + Giant Growth`, value: t.legal_small_us, unit: "µs" },
      { key: `legal_${t.permanents}_tokens_${t.tokens}_full_us`, label: `legalActions, ${t.permanents} permanents a side (${t.tokens} of them tokens), fuller hand`, value: t.legal_full_us, unit: "µs" },
      { key: `apply_pass_${t.permanents}_tokens_${t.tokens}_us`, label: `apply of a pass, ${t.permanents} permanents a side (${t.tokens} of them tokens)`, value: t.apply_pass_us, unit: "µs" },
    );
    const h = hashRow(options.runs);
    figures.push(
      { key: `hash_${h.permanents}_us`, label: `hash of the state, ${h.permanents} permanents a side (${h.chars} characters), one action after the last one hashed`, value: h.after_action_us, unit: "µs" },
      { key: `hash_${h.permanents}_whole_us`, label: `hash of the state, ${h.permanents} permanents a side, none of it hashed before`, value: h.whole_us, unit: "µs" },
    );
    printReport("engine", figures, options.json, { seed: options.seed, decks: options.decks, scaling: table, tokens: t });
    return 0;
  },
};
