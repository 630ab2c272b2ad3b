/**
 * Fits the strong AI's win model (app/host/ai/win-model.ts) to the outcomes of
 * heuristic-vs-heuristic games with the benchmark decks.
 *
 *   node --import tsx scripts/fit-win-model.ts collect --games 400 --seed 1 [--from G] --out /tmp/a.json
 *   node --import tsx scripts/fit-win-model.ts fit /tmp/a.json [/tmp/b.json …]
 *   node --import tsx scripts/fit-win-model.ts fit-more /tmp/a.json … --only lock,combo
 *
 * (`--from G`: from game G of the sequence of pairings on, so that processes share the pairings.)
 * `collect` records, at the start of every turn, each player's features and whether that player
 * went on to win (drawn games are left out). `fit` fits a logistic regression (Newton's method,
 * a little L2) on four fifths of the games, reports the log loss on the other fifth next to that
 * of the hand-tuned evaluation squashed as the rollouts used to, and prints WEIGHTS to paste.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { logLoss, selfPlayPositions, squashedEvaluationChance, type LabelledPosition as Row } from "../app/host/ai/self-play-positions";
import { FEATURES, WEIGHTS, winChanceFromFeatures } from "../app/host/ai/win-model";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function collect(): void {
  const games = arg("games", 200), seed = arg("seed", 1);
  const out = process.argv[process.argv.indexOf("--out") + 1]!;
  const started = performance.now();
  const rows = selfPlayPositions(games, seed, (done, positions) =>
    process.stderr.write(`\r${done}/${games} games, ${positions} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`), arg("from", 0));
  process.stderr.write("\n");
  writeFileSync(out, JSON.stringify(rows));
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[piv]![c]!)) piv = r;
    [M[c], M[piv]] = [M[piv]!, M[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = M[r]![c]! / M[c]![c]!;
      for (let j = c; j <= n; j++) M[r]![j]! -= k * M[c]![j]!;
    }
  }
  return M.map((r, i) => r[n]! / r[i]!);
}

function logistic(rows: Row[], l2: number): number[] {
  const k = rows[0]!.f.length;
  let w = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 30; iter++) {
    const grad = w.map((x) => l2 * x);
    const H = w.map((_, i) => w.map((__, j) => (i === j ? l2 : 0)));
    for (const r of rows) {
      const p = winChanceFromFeatures(r.f, w);
      const q = p * (1 - p);
      for (let i = 0; i < k; i++) {
        grad[i]! += (p - r.won) * r.f[i]!;
        for (let j = 0; j < k; j++) H[i]![j]! += q * r.f[i]! * r.f[j]!;
      }
    }
    const step = solve(H, grad);
    w = w.map((x, i) => x - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

function fit(files: string[]): void {
  const rows: Row[] = [];
  files.forEach((file, i) => { for (const r of JSON.parse(readFileSync(file, "utf8")) as Row[]) rows.push({ ...r, game: r.game + i * 1_000_000 }); });
  const train = rows.filter((r) => r.game % 5 !== 0);
  const test = rows.filter((r) => r.game % 5 === 0);
  const w = logistic(train, 1);
  // The hand-tuned evaluation with its scale (and the turn) fitted too: what the features add beyond a better squash.
  const evalRow = (r: Row): Row => ({ ...r, f: [r.eval, r.f[r.f.length - 1]!] });
  const we = logistic(train.map(evalRow), 1);
  console.log(`${rows.length} positions (${train.length} to fit, ${test.length} held out, from different games)`);
  console.log(`held-out log loss: fitted model ${logLoss(test, (r) => winChanceFromFeatures(r.f, w)).toFixed(4)}, ` +
    `evaluation with a fitted scale ${logLoss(test, (r) => winChanceFromFeatures(evalRow(r).f, we)).toFixed(4)} (${we.map((x) => x.toFixed(4)).join(", ")}), ` +
    `squashed evaluation ${logLoss(test, squashedEvaluationChance).toFixed(4)}, coin ${Math.LN2.toFixed(4)}`);
  // Refit only if this is lower than the weights in use now.
  console.log(`held-out log loss of the weights in win-model.ts now: ${logLoss(test, (r) => winChanceFromFeatures(r.f, WEIGHTS)).toFixed(4)}`);
  const names = [...FEATURES, "active"];
  for (let i = 0; i < w.length; i++) console.log(`  ${names[i]!.padEnd(10)} ${w[i]!.toFixed(4)}`);
  console.log(`export const WEIGHTS: readonly number[] = [${w.map((x) => Number(x.toFixed(4))).join(", ")}];`);
}

/**
 * `fit-more FILE… --only a,b`: fits only the named features' weights on top of the weights in
 * use (their prediction as a fixed offset). For a new feature and a data set much smaller than
 * the one the others were fitted on: refitting everything on it predicted held-out games worse
 * than the weights in use. Reports the held-out log loss of each of the five folds (by game)
 * with and without the new weights, then the weights fitted on all the positions.
 */
function fitMore(files: string[], only: string[]): void {
  const names = [...FEATURES, "active"] as string[];
  const idx = only.map((n) => {
    const i = names.indexOf(n);
    if (i < 0) throw new Error(`--only: no feature "${n}" (${names.join(", ")})`);
    return i;
  });
  const rows: Row[] = [];
  files.forEach((file, i) => { for (const r of JSON.parse(readFileSync(file, "utf8")) as Row[]) rows.push({ ...r, game: r.game + i * 1_000_000 }); });
  const base = idx.reduce((w, i) => { w[i] = 0; return w; }, [...WEIGHTS]);
  // The fixed part of the prediction as one feature with weight 1 (its weight is fitted too: a check that it stays near 1).
  const reduced = (r: Row): Row => ({ ...r, f: [r.f.reduce((z, x, i) => z + x * (base[i] ?? 0), 0), ...idx.map((i) => r.f[i]!)] });
  const full = (w: number[]) => { const out = base.map((x) => x * w[0]!); idx.forEach((i, j) => (out[i] = w[j + 1]!)); return out; };
  let gain = 0;
  for (let k = 0; k < 5; k++) {
    const train = rows.filter((r) => r.game % 5 !== k).map(reduced);
    const test = rows.filter((r) => r.game % 5 === k);
    const w = full(logistic(train, 1));
    const before = logLoss(test, (r) => winChanceFromFeatures(r.f, base)), after = logLoss(test, (r) => winChanceFromFeatures(r.f, w));
    gain += (before - after) / 5;
    console.log(`fold ${k}: held-out log loss ${before.toFixed(4)} → ${after.toFixed(4)}  (${idx.map((i) => `${names[i]} ${w[i]!.toFixed(3)}`).join(", ")})`);
  }
  const w = full(logistic(rows.map(reduced), 1));
  console.log(`${rows.length} positions; mean held-out gain ${gain.toFixed(4)} (positive: the new weights predict better)`);
  console.log(`export const WEIGHTS: readonly number[] = [${w.map((x) => Number(x.toFixed(4))).join(", ")}];`);
}

const mode = process.argv[2];
if (mode === "collect") collect();
else if (mode === "fit") fit(process.argv.slice(3));
else if (mode === "fit-more") {
  const i = process.argv.indexOf("--only");
  fitMore(process.argv.slice(3).filter((x, j) => j + 3 !== i && j + 3 !== i + 1), (process.argv[i + 1] ?? "").split(",").filter(Boolean));
} else {
  console.error("usage: fit-win-model.ts collect --games N --seed S [--from G] --out FILE | fit FILE… | fit-more FILE… --only FEATURE,…");
  process.exit(2);
}
