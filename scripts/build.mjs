// `npm run build`: the renderer with Vite (dist/renderer), and main, preload and the CLI with
// esbuild for Node/Electron (dist/app). `npm run dev` (--watch) rebuilds each on change.
import { build, context } from "esbuild";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const watch = process.argv.includes("--watch");

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  sourcemap: true,
  logLevel: "info",
  absWorkingDir: root,
};

const targets = [
  // Electron main: ESM (package.json "type": "module"); packages stay in node_modules.
  { ...common, entryPoints: ["app/main/main.ts"], outfile: "dist/app/main/main.js", format: "esm", packages: "external" },
  // Sandboxed preloads cannot load modules: one CommonJS file, electron its only import.
  { ...common, entryPoints: ["app/preload/preload.ts"], outfile: "dist/app/preload/preload.cjs", format: "cjs", external: ["electron"] },
  // The CLI (and the web host inside it), for running without tsx.
  { ...common, entryPoints: ["app/cli/main.ts"], outfile: "dist/app/cli/main.js", format: "esm", packages: "external" },
  // The computer players' worker thread, next to each bundle that starts it (app/host/ai/player.ts
  // looks for ./worker.js beside itself; without it the computer would think on the main thread).
  { ...common, entryPoints: ["app/host/ai/worker.ts"], outfile: "dist/app/main/worker.js", format: "esm", packages: "external" },
  { ...common, entryPoints: ["app/host/ai/worker.ts"], outfile: "dist/app/cli/worker.js", format: "esm", packages: "external" },
];

register();
const { buildRenderer } = await import("../app/web/renderer-build.ts");

if (watch) {
  for (const t of targets) await (await context(t)).watch();
  console.log("Watching app/ for changes (esbuild)…");
  await buildRenderer(root, { watch: true }); // Vite keeps watching renderer/ and app/shared/
} else {
  rmSync(join(root, "dist", "app"), { recursive: true, force: true });
  await Promise.all(targets.map((t) => build(t)));
  await buildRenderer(root);
  console.log("Built dist/app (main, preload, cli) and dist/renderer.");
}
