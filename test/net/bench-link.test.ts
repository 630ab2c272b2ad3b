/**
 * `moxen bench net --link-ms`: the option's values (parsed, or refused with a clear message
 * before anything is timed), the delayed transport keeping frames whole and in order, and the
 * report carrying each delay's figures. The figures themselves are never asserted on.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";
import { UsageError } from "../../app/cli/args";
import { delayed, parseLinkMs } from "../../app/cli/commands/bench/link";
import { memoryPair } from "../../app/host/net/memory-transport";
import { MOXEN_CLI } from "../moxen-cli";

const run = promisify(execFile);
const moxen = (...args: string[]) => run(process.execPath, [MOXEN_CLI, ...args], { timeout: 180_000 });

test("--link-ms: whole milliseconds separated by commas, in the order given", () => {
  assert.deepEqual(parseLinkMs("0"), [0]);
  assert.deepEqual(parseLinkMs("0,10"), [0, 10]);
  assert.deepEqual(parseLinkMs("25, 5,1000"), [25, 5, 1000]);
});

test("--link-ms: bad values are refused with a message that says what is wanted", () => {
  for (const bad of ["", "ten", "10,", ",10", "-5", "1.5", "10ms", "0x10", "1e2"]) {
    assert.throws(() => parseLinkMs(bad), (e: Error) => e instanceof UsageError && /whole milliseconds separated by commas/.test(e.message), bad);
  }
  assert.throws(() => parseLinkMs("0,1001"), (e: Error) => e instanceof UsageError && /between 0 and 1000 ms, got 1001/.test(e.message));
  assert.throws(() => parseLinkMs("10,0,10"), (e: Error) => e instanceof UsageError && /10 is given twice/.test(e.message));
});

test("a delayed transport delivers every frame whole and in order, and 0 ms is the transport itself", async () => {
  const [a, b] = memoryPair();
  assert.equal(delayed(a, 0), a);
  const slow = delayed(a, 3);
  const got: number[][] = [];
  const all = new Promise<void>((resolve) => b.onMessage((bytes) => (got.push([...bytes]), got.length === 50 && resolve())));
  for (let i = 0; i < 50; i++) slow.send(new Uint8Array([i, 255 - i]));
  assert.equal(got.length, 0, "nothing is delivered before the delay has run");
  await all;
  assert.deepEqual(got, Array.from({ length: 50 }, (_, i) => [i, 255 - i]));
  a.close();
});

test("moxen bench net --link-ms with a bad value is a usage error (exit 2) before anything is timed", async () => {
  await assert.rejects(moxen("bench", "net", "--link-ms", "0,abc"), (e: { code: number; stderr: string }) => e.code === 2 && /--link-ms takes whole milliseconds separated by commas/.test(e.stderr));
  await assert.rejects(moxen("bench", "net", "--link-ms", "5000"), (e: { code: number; stderr: string }) => e.code === 2 && /between 0 and 1000 ms, got 5000/.test(e.stderr));
});

test("moxen bench net --link-ms 0,5 --json: loopback's figures as before, and ping, action, ratio and floor at 5 ms one way", async () => {
  const { stdout } = await moxen("bench", "net", "--json", "--rounds", "6", "--hidden-runs", "1", "--link-ms", "0,5");
  const report = JSON.parse(stdout.trim()) as { link_ms: number[]; rounds: number; figures: Record<string, number> };
  assert.deepEqual(report.link_ms, [0, 5]);
  for (const key of ["ping_p50_ms", "action_p50_ms", "ratio", "ratio_floor", "link_5ms_ping_p50_ms", "link_5ms_action_p50_ms", "link_5ms_ratio", "link_5ms_ratio_floor"]) {
    assert.ok(typeof report.figures[key] === "number" && report.figures[key]! > 0, key);
  }
  assert.ok(Math.abs(report.figures.link_5ms_ratio! - report.figures.link_5ms_action_p50_ms! / report.figures.link_5ms_ping_p50_ms!) < 1e-9);
  assert.equal(report.figures.link_0ms_ratio, undefined, "0 ms is loopback, reported under the usual keys");
});
