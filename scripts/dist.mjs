// `npm run dist`: build, then package with electron-builder (needs internet: it downloads
// Electron). electron-builder rebuilds native modules (better-sqlite3) in place for
// Electron's ABI; afterwards we rebuild them for Node again, or `npm test` would fail.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: "inherit", shell: process.platform === "win32" }).status ?? 1;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

let status = run(process.execPath, [join(root, "scripts/build.mjs")]);
if (status === 0) {
  try {
    status = run(process.execPath, [join(root, "node_modules/electron-builder/cli.js"), "--config", "electron-builder.yml", ...process.argv.slice(2)]);
  } finally {
    console.log("Rebuilding native modules for Node (electron-builder built them for Electron)…");
    if (run(npm, ["rebuild", "better-sqlite3"]) !== 0) console.error("npm rebuild better-sqlite3 failed: run it by hand before `npm test`.");
  }
}
process.exit(status);
