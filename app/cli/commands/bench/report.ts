/** How benchmarks print: an aligned table for people, or one JSON object with --json. */
export interface Figure {
  /** Stable key for --json consumers, e.g. "ping_p50_ms". */
  key: string;
  label: string;
  value: number;
  unit: string;
}

export function printReport(bench: string, figures: Figure[], json: boolean, meta: Record<string, unknown> = {}): void {
  if (json) {
    console.log(JSON.stringify({ bench, ...meta, figures: Object.fromEntries(figures.map((f) => [f.key, f.value])) }));
    return;
  }
  console.log(`bench ${bench}`);
  const width = Math.max(...figures.map((f) => f.label.length));
  for (const f of figures) console.log(`  ${f.label.padEnd(width)}  ${format(f.value)} ${f.unit}`);
}

const format = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toFixed(n < 10 ? 3 : 1));

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
