// The command line's bundle (dist/app/cli/main.js and worker.js, by esbuild), rebuilt when a
// source is newer: used by scripts/cli.mjs before it runs the command, and by scripts/test.mjs
// once before the tests (which start the command line through scripts/cli.mjs).
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the bundle goes: main.js, and the computer players' worker.js beside it. */
export const out = join(root, "dist", "app", "cli");
const stamp = join(out, ".build-stamp");
/** What the bundle is made from (resources/ is read at run time, not bundled). */
const SOURCES = ["app", "engine", "package.json", "package-lock.json"];

// The same walk as app/web/renderer-build.ts's: this launcher runs before any TypeScript loader,
// so it cannot import that module.
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isCurrent() {
  if (!existsSync(stamp) || !existsSync(join(out, "main.js")) || !existsSync(join(out, "worker.js"))) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((s) => newestMtime(join(root, s)) <= built);
}

/** Builds into a private folder, then moves each file into place (a rename is atomic). */
async function buildCli() {
  const tmp = join(root, "dist", "app", `.cli-build-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const started = Date.now();
  const common = { bundle: true, platform: "node", target: "node20", format: "esm", packages: "external", sourcemap: true, logLevel: "warning", absWorkingDir: root };
  await Promise.all([
    build({ ...common, entryPoints: ["app/cli/main.ts"], outfile: join(tmp, "main.js") }),
    build({ ...common, entryPoints: ["app/host/ai/worker.ts"], outfile: join(tmp, "worker.js") }),
  ]);
  mkdirSync(out, { recursive: true });
  for (const f of readdirSync(tmp)) renameSync(join(tmp, f), join(out, f));
  rmSync(tmp, { recursive: true, force: true });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  console.error(`(built the command line in ${Date.now() - started} ms)`);
}


/** Builds the bundle unless it is current; resolves once it is. */
export async function ensureCliBuilt() {
  if (!isCurrent()) await buildCli();
}
