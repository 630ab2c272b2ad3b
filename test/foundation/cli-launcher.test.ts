/**
 * `npm run moxen`, `npm run web` and `npm start`'s web host go through scripts/cli.mjs: the
 * bundled command line when it is current (plain Node starts it about 3x faster than tsx), built
 * first when a source is newer than it, and never run stale.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";

const root = fileURLToPath(new URL("../..", import.meta.url));
const stamp = join(root, "dist/app/cli/.build-stamp");
const run = (...args: string[]) => spawnSync(process.execPath, ["scripts/cli.mjs", ...args], { cwd: root, encoding: "utf8", timeout: 120_000 });

test("the launcher builds the command line when it is missing or stale, and runs the bundle", () => {
  rmSync(stamp, { force: true });
  const first = run("help");
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stderr, /built the command line/);
  assert.match(first.stdout, /Usage: moxen <command>/);
  assert.ok(existsSync(join(root, "dist/app/cli/worker.js")), "the computer players' worker is built beside it");

  const second = run("help");
  assert.equal(second.status, 0);
  assert.doesNotMatch(second.stderr, /built the command line/, "a current bundle is run as it is");

  // A source changed after the build: built again before running.
  const source = join(root, "app/cli/main.ts");
  const now = new Date();
  assert.ok(now.getTime() > statSync(stamp).mtimeMs);
  utimesSync(source, now, now);
  const third = run("nosuchcommand");
  assert.match(third.stderr, /built the command line/);
  assert.equal(third.status, 2, "exit codes come through");
  assert.match(third.stderr, /unknown command "nosuchcommand"/);
});
