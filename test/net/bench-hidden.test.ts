/**
 * `moxen bench hidden`: the hidden-card arithmetic in libsodium and in @noble/curves (the code
 * before it), side by side on the same seeds. The bench itself stops if the two give different
 * bytes, so a clean exit says they agreed on every deck, shuffle step and reveal it ran.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";
import { MOXEN_CLI } from "../moxen-cli";

const run = promisify(execFile);

test("moxen bench hidden --json: both implementations timed on the same inputs, their bytes identical, libsodium the faster", async () => {
  const { stdout } = await run(process.execPath, [MOXEN_CLI, "bench", "hidden", "--json", "--runs", "2"], { timeout: 120_000 });
  const report = JSON.parse(stdout.trim()) as { bench: string; runs: number; figures: Record<string, number> };
  assert.equal(report.bench, "hidden");
  assert.equal(report.runs, 2);
  const f = report.figures;
  for (const key of ["hidden_shuffle_ms", "hidden_shuffle_noble_ms", "hidden_shuffle_cpu_ms", "hidden_shuffle_cpu_noble_ms", "hidden_reveal_ms", "hidden_reveal_noble_ms", "hidden_reveal_opponent_ms", "hidden_reveal_opponent_noble_ms"]) {
    assert.ok(typeof f[key] === "number" && f[key]! > 0, `${key}: ${f[key]}`);
  }
  for (const op of ["lock", "relock", "commit", "decode", "hash_to_curve"]) {
    assert.ok(f[`hidden_op_${op}_us`]! > 0 && f[`hidden_op_${op}_noble_us`]! > 0, op);
  }
  assert.ok(Math.abs(f.hidden_shuffle_speedup! - f.hidden_shuffle_noble_ms! / f.hidden_shuffle_ms!) < 1e-9);
  // Several times faster, with a wide margin for a busy machine (measured 7.6–9.5×).
  assert.ok(f.hidden_shuffle_speedup! > 2, `speed-up ${f.hidden_shuffle_speedup}`);
  assert.ok(f.hidden_op_lock_us! < f.hidden_op_lock_noble_us!);
});

test("moxen bench hidden with a bad argument is a usage error", async () => {
  await assert.rejects(run(process.execPath, [MOXEN_CLI, "bench", "hidden", "--runs", "0"]), (e: { code: number }) => e.code === 2);
});
