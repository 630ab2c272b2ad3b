// Type-checks every layer with its own tsconfig (found by walking the tree), two at a time.
// Usage: node scripts/typecheck.mjs [tsconfig …]
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const SKIP = new Set(["node_modules", "dist", "release", "test-results", ".git"]);

function find(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry) || entry.startsWith(".")) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) find(full, out);
    else if (entry === "tsconfig.json") out.push(relative(root, full));
  }
  return out;
}

function check(config) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", config, "--noEmit", "--pretty"], { cwd: root });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ config, ok: code === 0, out, secs: (Date.now() - started) / 1000 }));
  });
}

const configs = process.argv.length > 2 ? process.argv.slice(2).filter((c) => existsSync(c)) : find(root).sort();
const queue = [...configs];
const results = [];
// Two at a time: this machine (and CI) has two cores.
await Promise.all([0, 1].map(async () => {
  for (let c = queue.shift(); c; c = queue.shift()) {
    const r = await check(c);
    results.push(r);
    console.log(`${r.ok ? "✔" : "✖"} typecheck ${r.config} (${r.secs.toFixed(1)}s)`);
    if (!r.ok) console.log(r.out.trimEnd());
  }
}));
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`typecheck failed in: ${failed.map((r) => r.config).join(", ")}`);
  process.exitCode = 1;
}
