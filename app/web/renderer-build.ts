/**
 * Builds the renderer with Vite when its output is missing or older than its sources, so a
 * fresh clone works with `npm start` / `moxen web` and the e2e tests build it once per run.
 * A lock folder keeps two processes (parallel test files) from building at the same time.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { appRoot } from "../host/paths";

const STAMP = ".build-stamp";
/** What the renderer bundle is made from (app/shared is bundled into it). */
const SOURCES = ["renderer", "app/shared", "package.json"];

function newestMtime(path: string): number {
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

export function rendererIsStale(root = appRoot()): boolean {
  const stamp = join(root, "dist", "renderer", STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > built);
}

/** Runs `vite build` for the renderer (output: dist/renderer) and stamps the result. */
export async function buildRenderer(root = appRoot(), opts: { watch?: boolean } = {}): Promise<void> {
  const { build } = await import("vite");
  const stamp = () => writeFileSync(join(root, "dist", "renderer", STAMP), new Date().toISOString() + "\n");
  const output = await build({
    configFile: join(root, "renderer", "vite.config.ts"),
    logLevel: opts.watch ? "info" : "warn",
    build: opts.watch ? { watch: {} } : {},
  });
  if (!opts.watch) return stamp();
  // Stamp after every rebuild, so `moxen web` started beside `npm run dev` sees it fresh.
  const watcher = output as { on?: (event: "event", cb: (e: { code: string }) => void) => void };
  watcher.on?.("event", (e) => {
    if (e.code === "END") stamp();
  });
}

/**
 * Builds the renderer if stale. Returns true if it built. Where there are no renderer
 * sources (a packaged app) it trusts what is there.
 */
export async function ensureRendererBuilt(root = appRoot(), log: (m: string) => void = console.error): Promise<boolean> {
  if (!existsSync(join(root, "renderer", "index.html"))) return false;
  if (!rendererIsStale(root)) return false;
  const lock = join(root, "dist", ".renderer-build.lock");
  mkdirSync(join(root, "dist"), { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another process is building; a lock older than 5 minutes is from a crashed build.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      if (waited > 300_000) throw new Error(`Timed out waiting for the renderer build lock ${lock}`);
      await sleep(250);
    }
  }
  try {
    if (!rendererIsStale(root)) return false; // built by the process we waited for
    log("moxen: building the renderer (vite)…");
    await buildRenderer(root);
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
