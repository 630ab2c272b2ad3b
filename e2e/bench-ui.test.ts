/**
 * `moxen bench ui` keeps working: it drives Chromium through real passes at the table, a real
 * 40-a-side board and a drag, and prints figures. It once broke silently for weeks (a key sent
 * where the table could not take it); this runs it small and checks every figure came out. Its
 * speed is not asserted: benchmarks print figures, tests never judge time.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";
import { MOXEN_CLI } from "../test/moxen-cli";

const run = promisify(execFile);

test("moxen bench ui --json times passes on a small and a 40-a-side table and frames while dragging", { timeout: 400_000 }, async () => {
  const { stdout } = await run(process.execPath, [MOXEN_CLI, "bench", "ui", "--json", "--calls", "50", "--intents", "4"], { timeout: 380_000, maxBuffer: 1 << 24 });
  const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as { bench: string; figures: Record<string, number> };
  assert.equal(report.bench, "ui");
  for (const key of ["intent_to_table_p95_ms", "big_intent_to_table_p95_ms", "drag_frame_p95_ms", "drag_frames"]) {
    assert.ok(Number.isFinite(report.figures[key]) && report.figures[key]! > 0, `${key} = ${report.figures[key]}`);
  }
});
