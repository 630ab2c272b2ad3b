// `npm start`: the Electron app where it can run; otherwise (no display, or Electron's binary
// missing and not downloadable) the web host, which prints the address to open.
//   npm start -- [--port N] [--data-dir DIR]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const require = createRequire(import.meta.url);

function hasDisplay() {
  if (process.platform !== "linux") return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

/**
 * Electron's executable if it was downloaded, else null. Read from node_modules/electron's
 * path.txt rather than require("electron"): since Electron 42 that require downloads the binary
 * itself when it is missing, without a time limit.
 */
function electronBinary() {
  try {
    const dir = dirname(require.resolve("electron/package.json"));
    const pathFile = join(dir, "path.txt");
    if (!existsSync(pathFile)) return null;
    const path = process.env.ELECTRON_OVERRIDE_DIST_PATH
      ? join(process.env.ELECTRON_OVERRIDE_DIST_PATH, readFileSync(pathFile, "utf8").trim())
      : join(dir, "dist", readFileSync(pathFile, "utf8").trim());
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Runs a child on our terminal, in its own process group, and passes it each stop signal
 * exactly once: Ctrl+C reaches us (and npm), never the child twice, so it can close cleanly.
 */
function runChild(command, childArgs, env = process.env) {
  const detached = process.platform !== "win32";
  const child = spawn(command, childArgs, { cwd: root, stdio: "inherit", env, detached });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), child })));
}

async function webHost(reason) {
  console.log(`Electron cannot start here (${reason}); starting the web host instead.`);
  const { code } = await runChild(process.execPath, [join(root, "scripts/cli.mjs"), "web", ...args]);
  process.exit(code);
}

if (!hasDisplay()) await webHost("no display: DISPLAY and WAYLAND_DISPLAY are unset");

let electron = electronBinary();
if (!electron) {
  console.log("Electron's binary is missing; trying to download it once (node node_modules/electron/install.js)…");
  const r = spawnSync(process.execPath, [join(root, "node_modules/electron/install.js")], { cwd: root, stdio: "inherit", timeout: 180_000 });
  electron = r.status === 0 ? electronBinary() : null;
  if (!electron) await webHost("Electron's binary could not be downloaded");
}

const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE; // would turn Electron into plain Node
const started = Date.now();
const { code } = await runChild(electron, [root, ...args], env);
// Dying within seconds means it could not start (missing libraries, no GPU/display access).
if (code !== 0 && Date.now() - started < 5000) await webHost(`Electron exited at start with code ${code}`);
process.exit(code);
