// `npm run moxen -- …`, `npm run web` and `npm start`'s web host: the built command line
// (dist/app/cli/main.js, bundled by esbuild) when it is current, so that starting costs what
// plain Node costs and not a TypeScript compile of every module (tsx: 1.2 s against 0.4 s).
// When a source is newer than the bundle, or there is none, the bundle is built first (a few
// seconds; scripts/cli-build.mjs). Two processes that build at once each build a private copy and
// move its files into place atomically, so neither runs a half-written bundle.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureCliBuilt, out } from "./cli-build.mjs";

await ensureCliBuilt();
const { main } = await import(pathToFileURL(join(out, "main.js")).href);
process.exitCode = await main(process.argv.slice(2));
