// `npm test`: typecheck every layer, check import boundaries, build the renderer if stale,
// run every test/**/*.test.ts and e2e/**/*.test.ts with node's test runner (via tsx), then
// the scenario files if the scenario command exists. Exits non-zero if anything failed.
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs test/web e2e    only the tests under these paths (no typecheck)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv.slice(2);
const node = process.execPath;
const results = [];

/**
 * Runs a command, echoing its output as it comes (each line after `prefix` when two run at once,
 * and only the lines `shown` keeps); resolves to { ok, code, signal, out } with all the output.
 */
function exec(args, prefix = "", shown = () => true) {
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
      const kept = lines.filter(shown);
      if (kept.length) process.stdout.write(kept.map((l) => prefix + l).join("\n") + "\n");
    };
    child.stdout.on("data", echo);
    child.stderr.on("data", echo);
    child.on("close", (code, signal) => {
      if (prefix && partial && shown(partial)) process.stdout.write(prefix + partial + "\n");
      resolve({ ok: code === 0, code, signal, out, secs: (Date.now() - started) / 1000 });
    });
  });
}

/** A step of its own: its title, then its output; its result goes in the summary. */
async function run(label, args) {
  console.log(`\n▶ ${label}`);
  const r = { label, ...(await exec(args)) };
  results.push(r);
  return r;
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
// The command line the tests start (test/moxen-cli.ts), bundled once here for the same reason.
await run("command line build (if stale)", ["-e", "await (await import('./scripts/cli-build.mjs')).ensureCliBuilt()"]);

const files = (only.length ? only : ["test", "e2e"]).flatMap((d) => testFiles(join(root, d))).map((f) => relative(root, f));

/**
 * Node's runner starts one process per file, and each process loads the engine again: about 1,100
 * modules through tsx, some 3 s a file. Light files share a process, GROUP_SIZE at a time, through
 * a generated entry file that imports them in order. A file is light unless it has hooks at its
 * top level (before/after there belong to the whole process, so they would run around the other
 * files' tests too) or starts processes, browsers, threads or WebRTC peers (those take long, and
 * a process of their own keeps one from holding up the others). A failing test is still named with
 * its own file and line. MOXEN_TEST_GROUPS=0: one process per file.
 */
const GROUP_SIZE = 10;
const groupDir = process.env.MOXEN_TEST_GROUPS === "0" ? null : mkdtempSync(join(tmpdir(), "moxen-test-groups-"));
const TOP_LEVEL_HOOK = /^(before|after|beforeEach|afterEach)\(/m;
const STARTS_THINGS = /child_process|@roamhq\/wrtc|playwright|worker_threads|startWebHost|MOXEN_CLI|spawnWorker|webrtc|\bWorker\b/i;
const light = (f) => !f.startsWith("e2e/") && !/kill/.test(f) && ((src) => !TOP_LEVEL_HOOK.test(src) && !STARTS_THINGS.test(src))(readFileSync(join(root, f), "utf8"));
/** The runs of a list of files: its light files in groups, every other file on its own. */
function runsOf(list) {
  if (!groupDir) return list.map((f) => ({ entry: f, files: [f] }));
  const own = list.filter((f) => !light(f)).map((f) => ({ entry: f, files: [f] }));
  const shared = list.filter(light);
  const groups = [];
  for (let i = 0; i < shared.length; i += GROUP_SIZE) {
    const chunk = shared.slice(i, i + GROUP_SIZE);
    if (chunk.length === 1) {
      groups.push({ entry: chunk[0], files: chunk });
      continue;
    }
    const entry = join(groupDir, `group-${groups.length + 1}.test.mjs`);
    writeFileSync(entry, `// ${chunk.length} test files in one process (scripts/test.mjs)\n${chunk.map((f) => `import ${JSON.stringify(join(root, f))};`).join("\n")}\n`);
    groups.push({ entry, files: chunk });
  }
  return [...own, ...groups];
}

/**
 * Two lanes at once (the machine has 2 cores), each taking the next run from a queue when it is
 * done with one: the browser lane takes the e2e files one at a time, so that a browser test never
 * shares the machine with another browser test, and then helps with the rest; the unit lane takes
 * the rest, the files that start processes of their own first (the longest), the groups last.
 * Each line says its lane; the counts and the failing tests are added up per lane.
 * MOXEN_TEST_LANES=1 runs everything in one lane.
 */
const oneLane = process.env.MOXEN_TEST_LANES === "1" || files.length < 8;
const browserQueue = oneLane ? [] : runsOf(files.filter((f) => f.startsWith("e2e/")));
const sharedQueue = runsOf(oneLane ? files : files.filter((f) => !f.startsWith("e2e/")));
// A hung test fails after the timeout and a file left with open handles is ended, so one stuck
// test cannot hold CI until its deadline. The timeout bounds a whole run too (node counts a file
// as a test): a group of light files stays far under it.
const timeout = process.env.MOXEN_TEST_TIMEOUT ?? "600000";
const NODE_SUMMARY = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) /;

async function lane(name, ownQueue) {
  const prefix = oneLane ? "" : `[${name}] `;
  const started = Date.now();
  const count = { files: 0, pass: 0, fail: 0 };
  const failing = [];
  let out = "";
  for (let next = ownQueue.shift() ?? sharedQueue.shift(); next; next = ownQueue.shift() ?? sharedQueue.shift()) {
    const r = await exec(["--import", "tsx", "--test", "--test-reporter=spec", `--test-timeout=${timeout}`, "--test-force-exit", next.entry], prefix, (l) => !NODE_SUMMARY.test(l));
    const total = (key) => Number(r.out.match(new RegExp(`^ℹ ${key} (\\d+)`, "m"))?.[1] ?? 0);
    const fail = total("fail") || (r.ok ? 0 : 1); // a crash before node's summary counts as one
    count.files += next.files.length;
    count.pass += total("pass");
    count.fail += fail;
    out += r.out;
    if (!r.ok) {
      const section = r.out.split(/^\s*✖ failing tests:\s*$/m)[1] ?? r.out;
      const lines = section.split("\n").filter((l) => /^\s*(?:✖|FAIL |not ok|test at )/.test(l));
      failing.push(...(lines.length ? lines : [`✖ ${next.files.join(", ")}: ended with ${r.signal ?? `exit code ${r.code}`}`]));
    }
  }
  const label = `unit, integration and e2e tests (${count.files} files${name ? `, lane ${name}` : ""})`;
  console.log(`${prefix}ℹ ${label}: ${count.pass} passed, ${count.fail} failed`);
  results.push({ label, ok: count.fail === 0, out, failing, secs: (Date.now() - started) / 1000, count });
}

let tests = { pass: 0, fail: 0 };
if (files.length) {
  console.log(`\n▶ unit, integration and e2e tests (${files.length} files${oneLane ? "" : " in two lanes"})`);
  await Promise.all(oneLane ? [lane("", sharedQueue)] : [lane("browser", browserQueue), lane("unit", [])]);
  if (groupDir) rmSync(groupDir, { recursive: true, force: true });
  for (const r of results.filter((r) => r.count)) {
    tests.pass += r.count.pass;
    tests.fail += r.count.fail;
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
for (const r of results.filter((r) => !r.count)) {
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
  const lines = r.failing ?? (r.out.split(/^\S*\s*failing tests:\s*$/m)[1] ?? r.out).split("\n").filter((l) => /^\s*(?:✖|FAIL |not ok|test at )/.test(l));
  return lines.length ? [`${r.label}:`, ...lines.slice(0, 40)] : [];
});
if (failing.length) console.log(`\nFailed\n${failing.join("\n")}`);
console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✖"} ${r.label} (${r.secs.toFixed(1)}s)`);
console.log(`moxen: ${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && results.every((r) => r.ok) ? 0 : 1;
