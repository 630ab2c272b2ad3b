#!/usr/bin/env node
// The `moxen` command (package.json "bin"). Runs the TypeScript sources through tsx when
// they are here (a checkout), else the bundle from `npm run build`.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const source = fileURLToPath(new URL("../app/cli/main.ts", import.meta.url));
const bundle = fileURLToPath(new URL("../dist/app/cli/main.js", import.meta.url));

let entry;
if (existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
  entry = source;
} else {
  entry = bundle;
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv.slice(2));
