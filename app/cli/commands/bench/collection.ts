/**
 * `moxen bench collection`: SQLite collection figures. First-run catalogue load,
 * searches over the full catalogue with a 20,000-unit collection, and opening a
 * pack. Runs in a throw-away data folder; prints figures, asserts nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openCollection, openCollectionDb } from "../../../host/collection/index";
import { addUnits, type NewUnit } from "../../../host/collection/units";
import { resourcesDir } from "../../../host/paths";
import { parseArgs } from "../../args";
import type { Command } from "../../command";
import { percentile, printReport, type Figure } from "./report";

/** Typical queries from the collection screen: name, type and color, rules text, a compound one. */
export const BENCH_QUERIES: readonly { key: string; query: string }[] = [
  { key: "library", query: "" },
  { key: "name", query: "dragon" },
  { key: "type_color_power", query: "t:creature c:r pow>=4" },
  { key: "rules_text", query: 'o:"draw a card"' },
  { key: "compound", query: "(c:rg or c:m) -t:land mv<=3 r>=u" },
];

const time = (fn: () => void): number => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};

export const collectionBench: Command = {
  name: "collection",
  summary: "catalogue load, searches with 20,000 owned units, opening a pack",
  usage: `Usage: moxen bench collection [--json] [--units N] [--runs N] [--packs N]

  --units N   owned units to fill the collection with (default 20000)
  --runs N    timed runs of each search (default 200)
  --packs N   packs to open for the pack figure (default 50)`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      units: { type: "int", min: 0, max: 1_000_000, default: 20_000 },
      runs: { type: "int", min: 1, max: 100_000, default: 200 },
      packs: { type: "int", min: 1, max: 10_000, default: 50 },
    });
    const dir = mkdtempSync(join(tmpdir(), "moxen-bench-collection-"));
    try {
      const figures: Figure[] = [];
      const resources = resourcesDir();

      // First run: migrations and the catalogue, on a new file.
      const fresh = openCollectionDb(join(dir, "first-run.db"), { resourcesDir: resources });
      fresh.db.close();
      figures.push({ key: "catalogue_load_ms", label: "first-run catalogue load", value: fresh.report.catalogueMs, unit: "ms" });
      const openMs = time(() => openCollection({ file: join(dir, "first-run-full.db"), resourcesDir: resources }).close());
      figures.push({ key: "first_open_ms", label: "first open (migrations, catalogue, starter)", value: openMs, unit: "ms" });

      const c = openCollection({ file: join(dir, "collection.db"), resourcesDir: resources });
      const cards = c.ctx.cards.cards;
      const owned = c.collection.units({ limit: 1 }).total;
      const extra: NewUnit[] = [];
      for (let i = 0; extra.length < Math.max(0, options.units - owned); i++) {
        const card = cards[(i * 7919) % cards.length]!;
        const p = card.printings[i % card.printings.length]!;
        extra.push({ cardCode: card.code, set: p.set, number: p.number });
      }
      c.ctx.tx("bench-fill", () => addUnits(c.ctx, extra, "grant"));
      figures.push({ key: "owned_units", label: "owned units", value: c.collection.units({ limit: 1 }).total, unit: "units" });

      for (const { key, query } of BENCH_QUERIES) {
        c.cards.search(query, { limit: 100 }); // warm the statement cache
        const samples = Array.from({ length: options.runs }, () => time(() => c.cards.search(query, { limit: 100 }))).sort((a, b) => a - b);
        const label = `search ${query === "" ? "(library, first 100)" : JSON.stringify(query)}`;
        figures.push({ key: `search_${key}_p50_ms`, label: `${label} median`, value: percentile(samples, 50), unit: "ms" });
        figures.push({ key: `search_${key}_p99_ms`, label: `${label} p99`, value: percentile(samples, 99), unit: "ms" });
      }
      const ownedSamples = Array.from({ length: options.runs }, () => time(() => c.collection.owned("", { limit: 100 }))).sort((a, b) => a - b);
      figures.push({ key: "owned_p50_ms", label: "owned cards grouped (first 100) median", value: percentile(ownedSamples, 50), unit: "ms" });

      c.profile.credit(Math.min(100_000, options.packs * 100), "bench coins");
      const packSamples = Array.from({ length: options.packs }, (_, i) => time(() => c.shop.buyPack(c.ctx.cards.sets[i % 9]!.code))).sort((a, b) => a - b);
      figures.push({ key: "open_pack_p50_ms", label: "open a pack median", value: percentile(packSamples, 50), unit: "ms" });
      figures.push({ key: "open_pack_p99_ms", label: "open a pack p99", value: percentile(packSamples, 99), unit: "ms" });
      c.close();
      printReport("collection", figures, options.json, { units: options.units, runs: options.runs });
      return 0;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
