// `npm test`: typecheck every layer, check import boundaries, build the renderer if stale,
// run every test/**/*.test.ts and e2e/**/*.test.ts with node's test runner (via tsx), then
// the scenario files if the scenario command exists. Exits non-zero if anything failed.
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs test/web e2e    only the tests under these paths (no typecheck)
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv.slice(2);
const node = process.execPath;
const results = [];

/**
 * Runs a command, echoing its output as it comes (each line after `prefix` when two run at once);
 * resolves to { ok, out } with the output as the command printed it.
 */
function run(label, args, prefix = "") {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" } });
    let out = "";
    let partial = "";
    const echo = (d) => {
      out += d;
      if (!prefix) return void process.stdout.write(d);
      const lines = (partial + d).split("\n");
      partial = lines.pop();
      if (lines.length) process.stdout.write(lines.map((l) => prefix + l).join("\n") + "\n");
    };
    child.stdout.on("data", echo);
    child.stderr.on("data", echo);
    child.on("close", (code, signal) => {
      if (prefix && partial) process.stdout.write(prefix + partial + "\n");
      const r = { label, ok: code === 0, out, secs: (Date.now() - started) / 1000, signal };
      results.push(r);
      resolve(r);
    });
  });
}

function testFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  if (statSync(dir).isFile()) {
    if (dir.endsWith(".test.ts")) out.push(dir);
    return out;
  }
  for (const entry of readdirSync(dir).sort()) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    testFiles(join(dir, entry), out);
  }
  return out;
}

if (only.length === 0) {
  await run("typecheck (every layer)", ["scripts/typecheck.mjs"]);
  await run("import boundaries", ["--import", "tsx", "scripts/check-imports.ts"]);
}
// Built once here so that e2e test files don't each wait for it.
await run("renderer build (if stale)", ["--import", "tsx", "-e", "await (await import('./app/web/renderer-build.ts')).ensureRendererBuilt()"]);

const files = (only.length ? only : ["test", "e2e"]).flatMap((d) => testFiles(join(root, d))).map((f) => relative(root, f));
/**
 * Two lanes at once, one file at a time in each (the machine has 2 cores; node's own default is
 * one file at a time in all): the browser lane runs the e2e files and the kill -9 files (which
 * start processes of their own), the other lane everything else. A browser test never shares the
 * machine with another browser test, and starting ~200 files under tsx is no longer serial.
 * MOXEN_TEST_LANES=1 runs everything in one lane.
 */
const heavy = (f) => f.startsWith("e2e/") || /kill/.test(f);
const oneLane = process.env.MOXEN_TEST_LANES === "1" || files.length < 8;
const lanes = oneLane ? [{ name: "", files }] : [{ name: "browser", files: files.filter(heavy) }, { name: "unit", files: files.filter((f) => !heavy(f)) }];
let tests = { pass: 0, fail: 0 };
if (files.length) {
  // A hung test fails after the timeout and a file left with open handles is ended, so
  // one stuck test cannot hold CI until its deadline.
  const timeout = process.env.MOXEN_TEST_TIMEOUT ?? "300000";
  const runs = await Promise.all(
    lanes.filter((l) => l.files.length).map((l) =>
      run(
        `unit, integration and e2e tests (${l.files.length} files${l.name ? `, lane ${l.name}` : ""})`,
        ["--import", "tsx", "--test", "--test-reporter=spec", `--test-timeout=${timeout}`, "--test-force-exit", ...l.files],
        l.name ? `[${l.name}] ` : "",
      ),
    ),
  );
  for (const r of runs) {
    const count = (name) => Number(r.out.match(new RegExp(`^\\S*\\s*${name} (\\d+)`, "m"))?.[1] ?? 0);
    const own = { pass: count("pass"), fail: count("fail") };
    if (!r.ok && own.fail === 0) own.fail = 1; // a crash before the summary
    tests.pass += own.pass;
    tests.fail += own.fail;
  }
} else {
  console.log("\nNo test files found.");
}

// The rules engine's scenario files (spec/scenario-format.md), once the scenario command exists.
const scenarioDirs = ["test/scenarios", "../shared/scenarios"].filter((d) => existsSync(join(root, d)));
if (only.length === 0 && existsSync(join(root, "app/cli/commands/scenario.ts")) && scenarioDirs.length) {
  await run(`scenarios (${scenarioDirs.join(", ")})`, ["--import", "tsx", "app/cli/main.ts", "scenario", "--failures", ...scenarioDirs]);
}

// Totals for the closing line: node's test counts, a step's own "N passed, N failed" line
// (the scenario runner prints one), else one check per step.
let passed = tests.pass;
let failed = tests.fail;
for (const r of results.filter((r) => !r.label.startsWith("unit"))) {
  const own = [...r.out.matchAll(/^(?:\S+:\s+)?(\d+) passed, (\d+) failed/gm)].at(-1);
  if (own) {
    passed += Number(own[1]);
    failed += Number(own[2]) || (r.ok ? 0 : 1);
  } else if (r.ok) passed += 1;
  else failed += 1;
}
// The failing tests again at the very end, so that the tail of a long CI log names them.
const failing = results.flatMap((r) => {
  if (r.ok) return [];
  const section = r.out.split(/^\S*\s*failing tests:\s*$/m)[1];
  const lines = (section ?? r.out).split("\n").filter((l) => /^\s*(?:✖|FAIL |not ok|test at )/.test(l));
  return lines.length ? [`${r.label}:`, ...lines.slice(0, 40)] : [];
});
if (failing.length) console.log(`\nFailed\n${failing.join("\n")}`);
console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✖"} ${r.label} (${r.secs.toFixed(1)}s)`);
console.log(`moxen: ${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && results.every((r) => r.ok) ? 0 : 1;
